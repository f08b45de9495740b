import type { DemoArticle } from './types.ts';

export const articlesEn: DemoArticle[] = [
  {
    slug: 'the-ink-took-eleven-days-to-fade',
    title: 'The ink took eleven days to fade',
    lang: 'en',
    author: 'meera',
    categories: ['politics', 'culture'],
    locations: ['west-bengal'],
    daysAgo: 3,
    prompt: 'prompt-my-first-vote',
    excerpt:
      'My first vote was in a primary school in north Kolkata, in a queue that smelled of sweat and talcum powder. I expected to feel powerful; instead I felt oddly responsible.',
    html: `<p>I turned eighteen four months before the election, and my father treated my voter ID card like an admission letter. He photocopied it twice, laminated one copy and put it in the steel almirah next to the property papers. "Now you are a citizen," he said, which was strange, because I was pretty sure I had been one the whole time.</p>
<p>Our polling booth was the same primary school in Shyambazar where I had once fallen off a bench during a drawing competition. The classroom still had the alphabet chart on the wall, with a faded red apple for A. It was the last phase of voting, in the peak of the heat, and the queue outside smelled of sweat, talcum powder and the jhalmuri man who had very smartly parked himself near the gate.</p>
<h2>What nobody tells you about the booth</h2>
<p>I had watched the news, argued in the college canteen and read the manifestos on the <a href="https://eci.gov.in">Election Commission website</a> until my eyes hurt. I thought I knew what to expect. I did not expect how quiet it would be inside. A polling officer checked my name in a thick printed roll, another one drew a line of ink on my left index finger with a little stick, and a third one pointed at the cardboard screen without looking up.</p>
<p>Then it was just me and the machine. You press the blue button, there is a long beep, and a small paper slip appears behind the glass of the VVPAT for a few seconds before it drops. That is it. Months of noise, posters on every lamp post, loudspeaker autos at seven in the morning, and the actual act takes less time than paying for a cup of tea on UPI.</p>
<blockquote>I walked out expecting to feel powerful. Instead I felt oddly responsible, like someone had handed me a very small piece of something very large and said, "Don't drop it."</blockquote>
<h2>The queue was the real lesson</h2>
<p>Standing in line for fifty minutes was the most democratic experience of my life, and not because of the voting. In front of me was a rickshaw puller who had come straight from his morning shift. Behind me was a retired school headmistress with a walking stick who refused every offer to skip the line. "I have stood in this line since 1977," she told me. "I am not going to cheat now."</p>
<p>We did not discuss who we were voting for. That felt important. In a city where everyone has an opinion on everything, from fish prices to football, there was one thing we all kept to ourselves for those fifty minutes.</p>
<p>My friends posted selfies with their inked fingers. I did too, I am not above it. But I also kept looking at that purple line for the next eleven days as it slowly grew out with my nail. Every morning it was a little smaller, and every morning I thought about the headmistress and her stick.</p>
<p>I do not know if my vote changed anything. Probably not on its own. But I know I will be in that queue again, and next time I am bringing a water bottle for the person behind me.</p>`,
    comments: [
      {
        author: 'imran',
        content:
          'The headmistress line gave me goosebumps. Hamare yahan bhi ek dadi hain jo har election mein sabse pehle booth pahunchti hain, 6:45 baje.',
        replies: [
          {
            author: 'meera',
            content: 'Every neighbourhood needs one of those dadis. They are the real election commission.',
          },
        ],
      },
      {
        author: 'siddharth',
        content:
          'You are right about how quiet it is inside. I was almost disappointed the first time, I think I expected music or something.',
      },
      {
        author: 'zoya',
        content:
          'पहली बार वोट डालने के बाद मैंने भी उँगली की फ़ोटो खींची थी, और अम्मी ने उसे फ़ैमिली ग्रुप पर भेज दिया। बहुत प्यारा लिखा है मीरा।',
      },
    ],
  },
  {
    slug: 'chennai-2035-a-city-that-learned-to-hold-water',
    title: 'Chennai in 2035: a city that finally learned to hold water',
    lang: 'en',
    author: 'ananya',
    categories: ['climate-action', 'environment'],
    locations: ['tamil-nadu'],
    daysAgo: 27,
    prompt: 'prompt-my-city-in-2035',
    excerpt:
      'Chennai floods in December and begs for water tankers in May. This is the city I hope I will be living in when I am thirty-five.',
    html: `<p>Chennai has a strange relationship with water. In December we wade through it, knee-deep on Velachery Main Road, and in May we queue for it with plastic pots when the Metrowater tanker comes. I was nine during the 2015 floods and I remember sleeping on the terrace of our neighbour's house because the ground floor was gone. In December 2023, during Cyclone Michaung, my younger cousin had the same experience. Same city, same story, eight years apart.</p>
<p>So when I imagine my city in 2035, I do not imagine flying cars or a new skyline. I imagine a city that has learned to hold water instead of fighting it.</p>
<h2>What I hope I will see</h2>
<ul>
<li><strong>The Pallikaranai marsh, protected and growing.</strong> Right now it is squeezed between IT parks and a garbage dump. In 2035 I want school trips there to watch the painted storks, like we go to the beach.</li>
<li><strong>Temple tanks that are full.</strong> Every old neighbourhood in Chennai has a temple tank, built centuries ago to collect rain. Many are dry or filled with plastic. In my 2035, every one of them is desilted and connected to the storm drains around it.</li>
<li><strong>Rainwater harvesting that actually works.</strong> Tamil Nadu made it compulsory back in the early 2000s, and it helped. But half the pits in our apartment complex are now covered with tiles because someone wanted more parking. In 2035, the resident welfare association checks the pits before it checks the car stickers.</li>
<li><strong>Shade on every bus stop.</strong> Simple, boring and life-saving when it is 41 degrees in May.</li>
</ul>
<h2>Who builds that city?</h2>
<p>The honest answer is: people like my amma, who still saves the water from washing rice to pour on the curry leaf plant. People like the fishermen of Ennore, who have been warning about the creek for years and rarely get quoted. And, I hope, people my age, who have now lived through two "once in a century" floods before turning twenty-five.</p>
<blockquote>A city is not ready for the future because it has a metro line. It is ready when a grandmother in Saidapet can sleep through a December night without listening for the rain.</blockquote>
<p>I am not naive. The Adyar and the Cooum will not become clean in ten years, and real estate will always want the marsh. But I have seen small things change. Our ward now has a WhatsApp group where people post photos of blocked drains before the monsoon, and the councillor's office actually responds. Last year a few of us from college walked the Buckingham Canal for a weekend, counting outfalls. Nobody paid us, and the data was messy, but the corporation engineer took our spreadsheet.</p>
<p>In 2035 I will be thirty-five. I want to tell my own children about the floods the way my grandmother tells me about the 1970s drought: as a story from a time that is over.</p>`,
    comments: [
      {
        author: 'kavya',
        content:
          'Temple tanks! We have the same thing with kulams in Kerala. Half of them are now mosquito farms. Such a simple fix and nobody does it.',
        replies: [
          {
            author: 'ananya',
            content: 'Exactly. The engineering was done 500 years ago, we just have to stop undoing it.',
          },
          { author: 'riya', content: 'In Assam it is the beels. Same story, filled up and built over.' },
        ],
      },
      {
        author: 'rohit',
        content:
          'Patna mein bhi har saal yahi hota hai. Aapki list padh ke laga ki solution itne mushkil nahi hain, bas koi karna chahe.',
      },
      {
        author: 'priya',
        content:
          'This is one of the best responses to the prompt so far. The bit about parking tiles over the harvesting pits is painfully accurate.',
      },
    ],
  },
  {
    slug: 'my-mother-counts-haemoglobin-in-the-tea-gardens',
    title: 'My mother counts haemoglobin in the tea gardens',
    lang: 'en',
    author: 'riya',
    categories: ['health', 'gender', 'rural-india'],
    locations: ['assam'],
    daysAgo: 0,
    excerpt:
      'For twenty years my mother has been a nurse at a tea estate hospital near Dibrugarh. Her notebook of haemoglobin numbers tells a story about women that no one in the city seems to hear.',
    html: `<p>My mother keeps a notebook in the drawer of her clinic table. It is a cheap, ruled register with a picture of a cartoon tiger on the cover, and in it she writes down the haemoglobin levels of the women who come to the tea estate hospital near Dibrugarh where she has worked as a nurse for twenty years.</p>
<p>She started it on her own, not because anyone asked her to. "The official forms go somewhere," she says. "This one stays with me."</p>
<p>When I was in school I found it boring. Columns of names and numbers: 7.2, 8.1, 6.9, 9.4. Now, after two years of studying public health, I understand that I was looking at one of the clearest records of a quiet emergency in Assam.</p>
<h2>What the numbers mean</h2>
<p>A healthy adult woman should have a haemoglobin level of 12 or more. Below 11 is anaemia. Below 7 is severe, the kind where you are breathless climbing three steps and your heart races when you stand up. In my mother's notebook, most of the numbers are under 10. Many are under 8.</p>
<p>The women who come to her are mostly tea pluckers. They start work early, stand on slopes for hours with baskets on their heads, and then go home to cook, fetch water and look after children. National surveys have found for years that more than half the women in Assam are anaemic, and in the tea garden communities it is often worse. My mother did not need a survey. She had her notebook.</p>
<blockquote>"They think being tired is just what a woman's body is like," my mother told me. "Nobody has ever told them it could be different."</blockquote>
<h2>Why tablets are not enough</h2>
<p>The government does run programmes. There are free iron and folic acid tablets, and the ASHA workers distribute them. But my mother has a list of reasons why they often sit unopened in a tin at home:</p>
<ul>
<li>The tablets cause nausea and constipation, and nobody explains that this gets better after a week.</li>
<li>Many women believe iron tablets make the baby "too big" during pregnancy.</li>
<li>Meals are mostly rice and a little dal. Green leafy vegetables and eggs are there, but the men and children get them first.</li>
<li>Worm infections are common, and deworming does not happen regularly for adults.</li>
</ul>
<p>What has worked, slowly, is talking. Every Saturday my mother sits with a group of women after the weighing of the leaf and talks about food, about periods, about why they feel dizzy. She brings a bag of roasted chana and jaggery. She shows them their own numbers going up. One woman went from 6.8 to 10.3 in five months, and she now brings her daughters-in-law.</p>
<p>I used to think that changing public health meant working at a big organisation in Delhi. Now I think it might also look like a nurse with a tiger notebook and a bag of chana, and enough patience to come back every Saturday.</p>`,
    comments: [
      {
        author: 'pooja',
        content: 'झारखंड में भी यही हाल है। आपकी माँ जैसी नर्सें ही असली बदलाव लाती हैं। उनको मेरा प्रणाम कहिएगा।',
        replies: [
          { author: 'riya', content: 'Dhanyavaad Pooja! I read your comment out to her, she smiled a lot.' },
        ],
      },
      {
        author: 'sneha',
        content:
          'The point about men and children eating the eggs first is so important. We saw the same thing in Telangana during our school sessions.',
      },
      {
        author: 'meera',
        content:
          'The tiger notebook deserves to be in a museum. Or at least in a research paper with your mother as co-author.',
        replies: [
          {
            author: 'riya',
            content: 'Haha, I have actually asked her. She said, "First finish your degree."',
          },
        ],
      },
      {
        author: 'kabir',
        content:
          'Thank you for writing this with so much care. We are featuring it on the health page this week.',
      },
    ],
  },
  {
    slug: 'my-first-salary-was-gone-by-the-ninth',
    title: 'My first salary was gone by the ninth',
    lang: 'en',
    author: 'siddharth',
    categories: ['careers', 'mental-health'],
    daysAgo: 1,
    excerpt:
      'A ten-month rent deposit, three no-cost EMIs and a lot of Swiggy: how my first tech salary in Bengaluru disappeared, and what I changed after the panic.',
    html: `<p>When the first salary credit SMS came, I screenshotted it and sent it to my parents in Mysuru. My father replied with a thumbs-up and "Good. Save." My mother replied with eleven emojis and a voice note that was mostly her crying. I felt like I had finally arrived.</p>
<p>By the ninth of the month, I had ₹2,300 left in my account and twenty-one days to go.</p>
<h2>Where the money went</h2>
<p>Nobody in my engineering college taught us anything about money. We knew how to reverse a linked list on a whiteboard, but not what a credit card statement looks like. So here is the honest breakdown, in case it helps someone about to start their first job in Bengaluru:</p>
<ul>
<li><strong>The deposit.</strong> Bengaluru landlords are famous for asking for ten months of rent as a deposit. I borrowed half of it from my uncle, and promised to return it in three months.</li>
<li><strong>The no-cost EMIs.</strong> A new phone, a laptop bag and an office chair, all on "no-cost" EMI because the app made it feel like free money. It is not free when three EMIs hit on the same date.</li>
<li><strong>The food.</strong> I was working late, living alone for the first time and too tired to cook. Food delivery became my whole kitchen.</li>
<li><strong>The keeping up.</strong> Team lunches, a weekend trip to Coorg, a birthday gift. Saying no felt like saying I did not belong.</li>
</ul>
<p>This is the part that is harder to write. Around the twentieth, I started waking up at 4 a.m. with my heart racing. I would open the banking app, look at the balance, close it, and open it again five minutes later as if the number might change. I was too embarrassed to tell my parents, because I was supposed to be the one who had made it. I was too embarrassed to tell my colleagues, because they all seemed fine.</p>
<blockquote>Money stress is strange. It is not just about the money. It is the shame of feeling like an adult on paper and a child in real life.</blockquote>
<p>What finally helped was a conversation with a senior in my team, who noticed I was skipping lunch. She told me her own story about credit card debt in her first year, laughed about it, and then sat with me for an hour making a spreadsheet. No judgement, just columns.</p>
<h2>What I changed</h2>
<p>I called my uncle and told him the truth; he gave me six months instead of three. I paid off the smallest EMI first. I started cooking rice and sambar on Sundays for three days. I set up an automatic transfer of ₹3,000 to a separate account on salary day, before I could touch it. And I started telling people "I am saving this month" without apologising.</p>
<p>It is month seven now. I am not rich, but I am not waking up at 4 a.m. anymore. If you are in your first job and feeling this way, please tell one person. It gets lighter the moment you say it out loud.</p>`,
    comments: [
      {
        author: 'vikram',
        content:
          'Bhai no-cost EMI wala point ekdum sahi. Maine bhi pehli salary mein phone le liya tha, teen mahine tak pachtaya.',
      },
      {
        author: 'fatima',
        content:
          'The line about feeling like an adult on paper and a child in real life is going to stay with me. Thank you for being this honest.',
        replies: [
          { author: 'siddharth', content: 'Thank you Fatima. Took me three drafts to post it.' },
          {
            author: 'nisha',
            content:
              'Same feeling here. Commerce students are supposed to know this stuff and I still messed up my first year.',
          },
        ],
      },
      {
        author: 'ananya',
        content: 'Please also write the spreadsheet post. Some of us need the actual columns.',
      },
    ],
  },
  {
    slug: 'the-library-chechi-of-our-ward',
    title: 'The library chechi of our ward',
    lang: 'en',
    author: 'kavya',
    categories: ['books', 'culture'],
    daysAgo: 44,
    excerpt:
      'Every village in Kerala seems to have a small public library, and every library seems to have a woman who knows exactly which book you need. This is about ours.',
    html: `<p>Our ward library in Thrissur is one room above a ration shop. It has a tin roof that roars in the monsoon, eleven steel almirahs, a table with a green plastic cover, and a register where you write your name and the book you are taking in blue ink. It also has Sreedevi chechi, who has been the librarian for as long as I can remember.</p>
<p>Kerala has thousands of these libraries. They grew out of a movement in the last century, led by people like P. N. Panicker, who believed that every village should have a reading room. The state still celebrates Reading Day on 19 June in his memory. When I was a child I did not know any of this history. I only knew that chechi would let me take three books instead of two if I promised to return them by Friday.</p>
<h2>How she chose books for us</h2>
<p>Sreedevi chechi never went to library school. She studied till the pre-degree and then got married. But she had a system that no algorithm has matched for me since.</p>
<p>When I was eight and bored by everything, she gave me translated Russian folk tales with big pictures of bears. When I was twelve and wanted to feel grown up, she gave me Basheer, and laughed when I came back confused and delighted. When I was fifteen and sad about things I could not explain, she quietly handed me Madhavikutty's short stories without a word. When I told her I wanted to read in English, she ordered two novels by R. K. Narayan for the library specially and made me write my name first on the waiting list.</p>
<blockquote>She did not recommend books. She recommended the next version of you.</blockquote>
<h2>What we are losing</h2>
<p>When I went home last month, the library was open only three evenings a week. Chechi's honorarium is small and comes late, and the younger people in our ward read on their phones. The membership register that was once full every month now has maybe twenty names. An old man from the next lane still comes every evening to read all five newspapers, one after another, and then fold them perfectly.</p>
<p>I do not want to be the kind of person who says phones ruined everything. I read on my phone too. But a library like ours is not just a place with books. It is a place where a girl who cannot afford to buy novels can still become a reader, where the old man has somewhere to go in the evening, where a woman with a pre-degree becomes the most important literary critic in a child's life.</p>
<p>This Onam I am going to donate my own books to the library, and I am going to sit with chechi and help her catalogue them. If you are from Kerala and reading this, please go find your ward library. Someone like her is probably still there, waiting with the right book.</p>`,
  },
  {
    slug: 'the-girls-who-took-over-the-archery-ground',
    title: 'The girls who took over the archery ground',
    lang: 'en',
    author: 'tenzin',
    categories: ['sports', 'gender'],
    locations: ['sikkim'],
    daysAgo: 12,
    excerpt:
      'In our village in East Sikkim, archery was always a game for men during Losar. This year, six of my students asked to join, and the uncles did not know what to say.',
    html: `<p>In the village in East Sikkim where I teach, traditional archery is a serious matter. During Losar and other festivals, the men gather on a long, flat ground near the monastery, shoot at small wooden targets placed very far away, sing teasing songs at the other team, and drink a lot of tea and sometimes other things. The women cook, watch and cheer. That is how it has always been.</p>
<p>So when six of my Class 9 girls came to me in November and said they wanted to learn archery "properly, not just for photos", I was excited and a little nervous. I am a teacher, not a revolutionary. I also live here, and I have to face the uncles every day at the vegetable shop.</p>
<h2>Finding a coach</h2>
<p>The first problem was equipment. Traditional bamboo bows are made by hand, and nobody was going to make one for a fourteen-year-old girl. The second problem was a coach. Most of the men laughed politely when I asked.</p>
<p>Then Pem Uncle, a retired army man who has won the village tournament more times than anyone can count, said yes. His reason was very practical: "My knees are finished. If I teach, I can still stand on the ground." He carved two bows himself and taught the girls every Saturday and Sunday through the winter, when the mornings were so cold that their fingers went white on the string.</p>
<ul>
<li>In the first month, most arrows did not even reach halfway.</li>
<li>By January, Dechen was hitting the outer board regularly.</li>
<li>By Losar, all six could shoot the full distance.</li>
</ul>
<h2>The match</h2>
<p>On the second day of Losar, Pem Uncle asked the organisers if his team could play one friendly round. There was a lot of murmuring. One older man said it would be "bad luck". Another said, "Let them try, what is the harm?" The monastery's lama, who was watching, just smiled and said nothing, which everyone decided meant yes.</p>
<blockquote>The girls lost. Of course they lost, they were playing against men who had been shooting for forty years. But Dechen hit the target twice, and the whole ground went silent, and then the loudest cheer of the festival came from the women's side.</blockquote>
<p>The men's team sang a teasing song about the girls, as they do for every opponent. The girls, who had practised, sang one back. That was the moment I knew something had actually shifted: they were not being treated as a novelty anymore, but as a rival team.</p>
<p>Next year, the organisers say, there may be a separate girls' round. Dechen wants a mixed one. I think she will win that argument eventually. I have seen her aim.</p>`,
    comments: [
      {
        author: 'lalremruati',
        content:
          'Singing a teasing song back is the best detail. Respect to Pem Uncle as well, every movement needs one uncle with bad knees.',
        replies: [
          {
            author: 'tenzin',
            content: 'He will be very proud to hear this. He already thinks he is famous.',
          },
        ],
      },
      {
        author: 'harpreet',
        content: 'पढ़कर बहुत अच्छा लगा। हमारे गाँव में भी लड़कियों ने कबड्डी टीम बनाई है, शुरुआत में सबने ऐसे ही हँसी उड़ाई थी।',
      },
      {
        author: 'aditi',
        content: 'Dechen ko meri taraf se all the best. Next year ka video zaroor daalna!',
      },
    ],
  },
  {
    slug: 'first-day-first-show-at-four-in-the-morning',
    title: 'First day, first show, at four in the morning',
    lang: 'en',
    author: 'sneha',
    categories: ['cinema', 'culture'],
    daysAgo: 19,
    excerpt:
      'In Hyderabad, a big release is not something you watch, it is something you attend. Notes from my first 4 a.m. show at a single screen near RTC X Roads.',
    html: `<p>In Hyderabad, a big Telugu release is not something you watch. It is something you attend, like a wedding or a cricket final. For years I heard my cousins talk about the first day first show at the single screens near RTC X Roads, and for years my mother said no. This year, at twenty-two and with my own money, I finally went.</p>
<p>The show was at 4 a.m. I left home at 2:45, sitting behind my cousin on his scooter, wearing a jacket over my pyjama top. The roads were empty until we turned the corner, and then suddenly there were hundreds of people, drums, firecrackers and a cutout of the hero that was at least four storeys tall.</p>
<h2>The rituals</h2>
<p>I had been told about some of it, but seeing it was different:</p>
<ul>
<li>Fans poured milk over the giant cutout from a crane. A man next to me explained, very seriously, that it was "full cream, not toned".</li>
<li>A group of college boys had printed T-shirts with the release date and a dialogue from the trailer.</li>
<li>Inside the hall, when the hero appeared on screen for the first time, the whole theatre stood up. Paper confetti rained from the balcony. I got some in my popcorn.</li>
<li>Every famous line was shouted back at the screen a half-second before the actor said it.</li>
</ul>
<p>The film itself was fine. Honestly, the second half was too long and the heroine had about six scenes. But that was not really the point.</p>
<h2>Why it still matters</h2>
<p>Most of my friends now watch films on their phones, a month after release, on an OTT platform, at 1.5x speed while scrolling something else. I do it too. It is convenient and cheap, and I am not going to pretend otherwise.</p>
<p>But at 4 a.m. in that hall, I was sitting between an auto driver, a software engineer and a grandmother who had come with her grandsons and knew every song. For three hours, none of that mattered. We laughed at the same jokes and groaned at the same bad dialogue. It is one of the very few places left where a city of ten million people actually sits together.</p>
<blockquote>OTT gave us the film. It did not give us the crowd. And I did not know how much I missed the crowd until I was covered in confetti.</blockquote>
<p>I also noticed how few women were there, maybe one for every fifteen men, and almost all of us had come with a brother or cousin. The crowd was loving and also a bit much, and I would not have gone alone. I hope that changes. The grandmother, at least, was not bothered at all. At the interval she turned to me and said in Telugu, "Next time sit in the balcony, the fans downstairs throw too much paper."</p>
<p>I will be going again. Balcony, this time.</p>`,
    comments: [
      {
        author: 'ananya',
        content:
          'Chennai has the same madness! My uncle still talks about a 1990s release where he climbed a tree to see the screen through the window.',
      },
      {
        author: 'arjun',
        content:
          'Jaipur mein Raj Mandir ka bhi alag hi maza hai, par 4 baje subah wala level abhi tak nahi dekha. Full cream doodh wali line pe hans pada.',
        replies: [
          {
            author: 'sneha',
            content: 'Raj Mandir is on my list! I have heard the building is a show by itself.',
          },
        ],
      },
      {
        author: 'fatima',
        content:
          'The point about so few women in the hall is important. Would love to see a "women only FDFS" event one day.',
        replies: [
          {
            author: 'sneha',
            content: 'Some fan clubs have started doing it, I will try to go to one and report back.',
          },
          { author: 'priya', content: 'Please do, we would publish that in a heartbeat.' },
        ],
      },
    ],
  },
  {
    slug: 'preparing-for-civil-services-from-aizawl',
    title: 'Preparing for the civil services from Aizawl, one buffering lecture at a time',
    lang: 'en',
    author: 'lalremruati',
    categories: ['education', 'technology'],
    daysAgo: 58,
    excerpt:
      'I cannot afford Delhi coaching, so my classroom is a phone, a power bank and a hill with good signal. What online learning gets right and wrong for students in the Northeast.',
    html: `<p>Every year, thousands of students from across India move to Old Rajinder Nagar and Mukherjee Nagar in Delhi to prepare for the civil services exam. They rent tiny rooms, eat in mess halls and go to coaching classes that cost more than my father earns in a year. I am not one of them. My coaching centre is a Redmi phone, a 20,000 mAh power bank and the top of the hill behind our church in Aizawl, where the signal is strongest.</p>
<h2>What the internet gave me</h2>
<p>I want to be fair, because ten years ago my situation would have been impossible. Today:</p>
<ul>
<li>Free lectures on YouTube cover almost the whole syllabus, some of them very good.</li>
<li>Previous years' question papers and official reports are free to download.</li>
<li>Telegram groups share daily current affairs summaries, answer-writing practice and motivation at 6 a.m. whether you want it or not.</li>
<li>I found a study partner in Imphal and another in Shillong. We do video calls every Sunday to test each other.</li>
</ul>
<p>I genuinely believe that a student in a small town today has better access to knowledge than a student in a big city had in 2010. That is not nothing.</p>
<h2>What it did not give me</h2>
<p>But access is not the same as equality. Here is what my classroom looks like on a bad day.</p>
<p>The power goes for four hours during a storm, and my power bank dies halfway through a polity lecture. The best teachers teach mostly in Hindi or a mix of Hindi and English, and my Hindi is the Hindi of Bollywood songs, so I watch each lecture twice with subtitles that are often wrong. When I search for the history of the Northeast, I find two paragraphs in a standard textbook, while the Mughals get four chapters. The test series I want costs ₹12,000, and the online payment fails three times because the bank's OTP does not arrive in time.</p>
<blockquote>The internet made the syllabus equal. It did not make the electricity, the language or the bank server equal.</blockquote>
<p>And there is something else nobody talks about: loneliness. In Delhi, aspirants at least see each other at the tea stall and complain together. Here, my friends have jobs or are married, and my relatives ask every Christmas when I will "finish studying". The phone gives me lectures, but it cannot sit next to me.</p>
<p>I am not asking for much. Public libraries in district towns with reliable power and Wi-Fi. Good lectures in more languages, including English that is not just translated Hindi. A little more of our own history in the books. And maybe, one day, a test series with a regional price.</p>
<p>Until then, I will keep climbing the hill behind the church. The view is good, and the signal is at three bars. Some days, that is enough.</p>`,
  },
  {
    slug: 'what-the-mangroves-did-for-mumbai-last-july',
    title: 'What the mangroves did for Mumbai last July',
    lang: 'en',
    author: 'fatima',
    categories: ['environment', 'climate-action'],
    locations: ['maharashtra'],
    daysAgo: 8,
    excerpt:
      "Mumbai treats its mangroves like an empty plot waiting for a building. After a weekend of mudflats, flamingos and fishermen, I think they might be the city's most underrated infrastructure.",
    html: `<p>For most of my life, I thought of mangroves as the smelly bit on the side of the road. You pass them on the way to the airport or on the Eastern Express Highway: grey-green bushes, black mud, plastic bags hanging from the branches like strange fruit. My grandmother in Kurla called it "the kichad area" and told us never to go near it.</p>
<p>Last month I spent a weekend with a group of volunteers cleaning a stretch of mangroves near the Thane creek, and I have not been able to stop thinking about them since.</p>
<h2>The city's sponge</h2>
<p>Here is what I learned, mostly from a fisherman named Dattu kaka who has lived in a koliwada near the creek all his life. Mangroves are not a swamp waiting to be filled. Their roots hold the mud together, slow down the tide and soak up water like a sponge when the rain and the high tide arrive together, which in Mumbai happens every monsoon.</p>
<p>"Where the mangroves are, the water comes and goes," Dattu kaka said. "Where they cut them, the water comes and stays." He pointed across the creek to a new housing complex built on reclaimed land. That colony was knee-deep in water for two days last July. His village, behind a thick belt of mangroves, was not.</p>
<p>Mumbai already learned this lesson once, painfully. In the July 2005 floods, the Mithi river overflowed partly because its banks and mouth had been filled and built over. Nearly twenty years later, we are still fighting over the same patches of mud.</p>
<p>The strangest part of the weekend was the contrast. On one side, thousands of pink flamingos standing in the shallow water, so many that the creek looked like someone had spilled rose sherbet on it. On the other side, our team pulling out what the tide had left behind:</p>
<ul>
<li>Thirty-two sacks of plastic in four hours</li>
<li>A surprising number of single slippers, never a pair</li>
<li>Thermocol from someone's Ganpati decoration</li>
<li>A whole television, which nobody could explain</li>
</ul>
<blockquote>We cannot keep asking mangroves to protect us from floods while we treat them like a dustbin.</blockquote>
<h2>What a Mumbaikar can actually do</h2>
<p>I am not an environmental scientist. I am a second-year mass media student who takes the Harbour line and eats too much vada pav. But a few things seem simple enough. Join one cleanup, just one, and see it with your own eyes. Stop throwing things into nullahs, because every nullah ends at a creek. And when someone says a mangrove patch is "wasteland" for a new project, ask them where the water will go instead.</p>
<p>My grandmother still thinks I was mad to spend my weekend in the kichad. But when I showed her the flamingo photos, she made me forward every single one to the family group.</p>`,
    comments: [
      {
        author: 'nisha',
        content:
          'Single slippers, never a pair. This is a universal law of Indian cleanups. We found eleven at Sabarmati last year.',
        replies: [
          { author: 'fatima', content: 'Where do the other slippers go?! Someone should do a study.' },
        ],
      },
      {
        author: 'aman',
        content: 'बहुत अच्छा लेख। "पानी आता है और रुक जाता है" वाली बात हर शहर के प्लानर को पढ़नी चाहिए।',
      },
    ],
  },
  {
    slug: 'a-letter-to-the-girl-who-failed-ca-foundation',
    title: 'A letter to the girl who failed CA Foundation',
    lang: 'en',
    author: 'nisha',
    categories: ['unlisted', 'mental-health'],
    daysAgo: 36,
    excerpt:
      'Two years ago I failed my CA Foundation exam and stopped leaving my room. This is a letter I wish someone had written to me that week.',
    html: `<p>Dear Nisha of two years ago,</p>
<p>I know exactly where you are right now. You are lying on the bed in your room in Vadodara with the fan on full speed, even though it is January, because the noise makes it harder to hear the conversation in the living room. The result came out at 3 p.m. You refreshed the ICAI website four times, in case the marks changed. They did not. You missed the passing mark in one paper by six marks.</p>
<p>Papa has not said anything yet, which is worse than if he had shouted. Mummy has made your favourite dhokla, which is also somehow worse. Your phone keeps buzzing with messages from the coaching class group, everyone posting their results, and you have muted it but you keep checking anyway.</p>
<h2>Things I want you to know</h2>
<p>I am writing from two years later, so let me tell you a few things that you cannot believe right now.</p>
<ul>
<li><strong>You are going to leave this room.</strong> Not tomorrow, and maybe not this week. But you will.</li>
<li><strong>Papa's silence is not anger.</strong> He is scared, and he does not know what to say. In three weeks he will come and sit on the edge of your bed and tell you about the year he failed his B.Com exam, a story nobody in the family has ever heard.</li>
<li><strong>The girls who passed are not better than you.</strong> Two of them will message you later to say they were also terrified and just got lucky with the paper.</li>
<li><strong>You will need help, and that is okay.</strong> You will see a counsellor at the college health centre. It will feel embarrassing the first time and normal by the third.</li>
</ul>
<h2>What actually happened</h2>
<p>You did attempt it again. You passed, with decent marks. But here is the surprising part: halfway through the next level, you realised you did not want to be a chartered accountant at all. You wanted to work with numbers, yes, but about people, about cities, about heat and trees. You are now doing a degree in economics and volunteering with a group that maps tree cover in Ahmedabad. You are happier than you have been in years.</p>
<blockquote>Failing that exam did not end your life. It ended a plan that was never really yours.</blockquote>
<p>I am not going to pretend the failure was secretly a gift. It was not. It hurt a lot, and you lost weeks to it. Some nights you will still dream about the exam hall. But you are not the result on that screen. You never were.</p>
<p>So for now, please do one thing. Go outside and eat the dhokla. Mummy made it for you.</p>
<p>With a lot of love,</p>
<p>Nisha, two years older</p>`,
  },
  {
    slug: 'the-poder-still-rings-his-horn-at-six',
    title: 'The poder still rings his horn at six',
    lang: 'en',
    author: 'quietreader',
    categories: ['unreviewed', 'culture'],
    locations: ['goa'],
    daysAgo: 2,
    excerpt:
      'My first post here, about the bread seller who has woken up our village in Salcete every morning for as long as I can remember.',
    html: `<p>This is my first time writing anything for anyone except my teachers, so please be kind. I have been reading this site quietly for a year, which is why I chose this name. I finally decided to write about one thing in my village that I think about a lot.</p>
<p>Every morning at around six, a bicycle horn sounds outside our house in a village in Salcete, South Goa. It is not a normal bell. It is an old rubber horn that goes <em>pom-pom</em>, and everyone in the ward knows it. It means the poder has come.</p>
<h2>Who is the poder</h2>
<p>For people who are not from Goa: the poder is the traditional bread seller. The bread is baked in wood-fired ovens in the early morning, and the poder carries it on his bicycle in a big basket covered with a cloth. There is poi, which is round and flat with bran on it, and pao, which is soft and comes in a square batch, and kakon, which is shaped like a bangle and so hard that my grandfather dipped it in tea for five minutes before eating.</p>
<p>Our poder is called Anthony. He is maybe sixty. He has been coming to our house since before I was born. My mother says that when I was three, I used to wait at the gate in my frock every morning, and he would give me one small pao free "for the baby". I am now twenty and he still calls me "baby". It is embarrassing and I secretly like it.</p>
<h2>Why I am worried</h2>
<p>Last month Anthony told my mother that his son does not want to continue the bakery. The son works on a cruise ship and sends good money home. The wood for the oven is expensive, the hours are terrible, and supermarket bread in plastic packets is everywhere now. Anthony's bakery used to have four poders going out on cycles. Now it has two.</p>
<p>I understand the son. If I had to wake up at 3 a.m. every day for very little money, I would also choose the ship. But I keep thinking about what the mornings will sound like when there is no horn.</p>
<blockquote>Some things you do not notice until they are almost gone. For me it is a sound, and the smell of warm poi in a cloth bag.</blockquote>
<p>I do not have a big solution. I am just a commerce student who likes to read. But I have started doing small things. I buy from Anthony even on days we do not need bread, and I give the extra to our neighbour. I recorded the sound of his horn on my phone. I asked him to teach me how they shape the kakon, and he laughed and said, "Come to the bakery at four, baby, then we will see how much you want to learn."</p>
<p>I think I am going to go.</p>`,
  },
  {
    slug: 'a-neighbourhood-that-studies-for-government-jobs',
    title: 'Musallahpur: a neighbourhood that studies for government jobs',
    lang: 'en',
    author: 'rohit',
    categories: ['education', 'careers'],
    locations: ['bihar'],
    daysAgo: 50,
    excerpt:
      'In one corner of Patna, lakhs of young people from across Bihar rent tiny rooms and self-study libraries, chasing a sarkari naukri. I have been one of them for three years.',
    html: `<p>I am writing this in English because my sister said more people outside Bihar should read it. Please forgive the mistakes. My English is from newspapers and the competitive exam books, so it is a bit formal.</p>
<p>If you walk through the lanes near Musallahpur Haat in Patna in the evening, you will see something strange. Every building has the same kind of boards on it: "Lodge", "Boys Hostel", "Self Study Library, AC, Wi-Fi, ₹700 only". Every tea stall has young men standing with a book or a phone, discussing reasoning questions. Every photocopy shop sells notes for SSC, railway, BPSC, bank PO and Bihar Police. This is where a large part of Bihar's youth spends the most important years of life.</p>
<h2>A day in the lodge</h2>
<p>My room is eight feet by ten. I share it with a boy from Siwan. We have two wooden cots, one table, one cooler that works when the electricity is there and a plastic rack full of books. The rent is ₹3,500 each, and the mess costs ₹2,500 a month for two meals of rice, dal, aloo and sometimes egg curry on Sunday.</p>
<p>My day looks like this:</p>
<ol>
<li>Wake up at 5:30, drink tea, read the newspaper for current affairs.</li>
<li>From 7 to 1, sit in the self-study library. It is a long hall with small cubicles, silent like a temple.</li>
<li>Lunch in the mess, short sleep.</li>
<li>From 3 to 9, library again, mostly practice sets and mock tests.</li>
<li>In the night, discussion with friends at the chai stall, mostly about vacancies and paper leaks.</li>
</ol>
<h2>Why we are here</h2>
<p>People outside often ask why so many young people in Bihar want only a government job. The answer is simple. In my village in Gopalganj district, there are very few private jobs that are stable. A sarkari naukri means fixed salary, respect, a pucca house, and a good marriage proposal for your sister also. My father is a small farmer. For him, my becoming a clerk in a government office is like becoming a collector.</p>
<blockquote>Here, a government job is not a career choice. For many families it is the only bridge they can see.</blockquote>
<p>But the bridge is very narrow. For a few thousand posts, lakhs of students apply. Exams are delayed for years, sometimes cancelled after a leak, and then the age limit comes closer. I have seen friends go home after five or six years with nothing, and sit in the village feeling ashamed. Some of them were brilliant.</p>
<p>I still want the job, and I will keep trying one more year. But I have also started learning Tally and basic computer skills in the evenings, because I have understood that I need a second door. I wish someone had told me that in my first year.</p>
<p>To the younger boys and girls arriving in Patna this year with their steel trunks: study hard, but keep one eye open for other roads. There is no shame in taking them.</p>`,
    comments: [
      {
        author: 'pooja',
        content: 'रोहित भाई, आपकी अंग्रेज़ी बिल्कुल ठीक है। रांची में भी लालपुर में यही माहौल है, हर गली में लाइब्रेरी।',
        replies: [{ author: 'rohit', content: 'धन्यवाद पूजा जी। सच में, पूरा देश एक ही परीक्षा की लाइन में खड़ा है।' }],
      },
      {
        author: 'arjun',
        content:
          'Kota se aaya hoon, wahan bhi same story hai bas exam alag hai. "Second door" wali baat bahut zaroori hai.',
      },
      {
        author: 'siddharth',
        content:
          'This was eye-opening. I had no idea about the self-study libraries. The five-point daily routine alone explains so much about the pressure.',
      },
      {
        author: 'priya',
        content:
          'Rohit, please write more in English and in Hindi both. Your voice is exactly what this platform is for.',
        replies: [
          {
            author: 'rohit',
            content: 'Thank you didi. Next article will be about the paper leak experience.',
          },
        ],
      },
    ],
  },
];

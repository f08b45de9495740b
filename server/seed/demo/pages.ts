import type { DemoPage } from './types.ts';

export const pages: DemoPage[] = [
  {
    slug: 'about',
    title: 'About us',
    html: `<p>This is a space where young people in India write about their own lives, in their own words, in Hindi or English. A student in a Kota hostel, a nurse in training in Punjab, a teacher in a mountain school in Sikkim, a weaver's son in Banaras: everyone here has a story that rarely makes the news, and every one of those stories matters.</p>
<h2>Our mission</h2>
<p>We believe that the people most affected by an issue should be the ones telling it. Exams, jobs, periods, floods, heat, caste, gender, mental health, the joy of a Sunday football match: we want to hear about all of it from those who live it. We publish articles, short notes, videos and polls, and every week we put out a writing prompt to help you get started.</p>
<p>The site is run by a small team of volunteers and young editors. It has no advertising and is built on open-source software.</p>
<h2>How moderation works</h2>
<p>Anyone can sign up and write. When you publish for the first time, your posts go into a review queue and an editor reads them before they appear on the site. This is not to judge your writing or your opinions; it is to keep out spam, hate and personal attacks. Once you have a few published posts, your new posts go live straight away.</p>
<p>Editors may fix typos or suggest a clearer headline, but they will never change what you are saying without asking you. If a post or comment breaks our community guidelines, it may be hidden and the writer will be told why. Readers can report any post, and every report is read by a person, not an algorithm.</p>
<h2>हिंदी में</h2>
<p>यह मंच हम सबका है। अगर आप हिंदी में सोचते हैं तो हिंदी में लिखिए, अंग्रेज़ी में सोचते हैं तो अंग्रेज़ी में। आपकी भाषा, आपकी बोली और आपका अनुभव ही आपकी आवाज़ है। यहाँ कोई बड़ा लेखक या पत्रकार होना ज़रूरी नहीं, बस सच्चाई से अपनी बात कहना ज़रूरी है। पहली बार लिख रहे हैं? डरिए मत, हमारे संपादक आपकी मदद करेंगे।</p>
<p>Have something to say? We would love to read it.</p>
<div data-yka-block="writing-cta"></div>`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    html: `<p>Questions, feedback, a bug report, or a story idea you want to discuss with an editor? Write to us using the form below. We are a small volunteer team and usually reply within three working days, in Hindi or English.</p>
<p>To report a specific post or comment, please use the "Report" link under it instead, so the moderators see it straight away. For requests about your personal data, mention "privacy" in the subject.</p>
<p>हिंदी में लिखना चाहें तो बेझिझक लिखिए।</p>
<div data-yka-block="contact-form" data-id="1"></div>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    html: `<p>We are a small, non-commercial publishing platform for young writers. We collect as little about you as we can and we never sell it. This page explains, in plain language, what we store, why, for how long, and what you can do about it.</p>
<h2>What we collect</h2>
<h3>If you only read</h3>
<p>You do not need an account to read. We count page views so writers can see how many people read their posts. This counting is <strong>first-party</strong>: it happens on our own server, and each page is counted at most once per visitor per day. To do this we use a short-lived, anonymous identifier derived from your request; we do not store your IP address alongside it and we do not build a profile of what you read.</p>
<p>We do not use third-party trackers, advertising networks or social media pixels by default. If an article embeds a video, the video provider (for example YouTube) may set its own cookies when you press play; that is covered by their privacy policy, not ours.</p>
<h3>If you create an account</h3>
<ul>
<li><strong>Email address:</strong> we use it to send you one-time sign-in codes (we do not use passwords) and, if you choose, notifications about comments on your posts. We never show it publicly.</li>
<li><strong>Profile:</strong> your display name, a short bio, your preferred language and, if you add one, your state. These are public on your profile page.</li>
<li><strong>Your posts and comments:</strong> everything you publish is public, along with the date. Drafts are visible only to you and, once you submit them for review, to our editors.</li>
<li><strong>Technical logs:</strong> our server keeps basic logs (time, page requested, errors) to keep the site running and to deal with abuse.</li>
</ul>
<h2>Cookies</h2>
<p>We set one essential cookie to keep you signed in, and one to remember your language choice. We do not use cookies for advertising or tracking.</p>
<h2>How long we keep it</h2>
<ul>
<li>Sign-in codes expire after a few minutes and are deleted soon after.</li>
<li>Server logs are kept for up to 30 days.</li>
<li>Page view counts are stored only as totals per post per day.</li>
<li>Your account and posts are kept until you delete them or ask us to delete your account.</li>
</ul>
<p>When you delete your account, we remove your email and profile. You may choose to delete your posts too, or to keep them online under an anonymous name; we will ask you.</p>
<h2>Who can see your data</h2>
<p>Only a small number of site administrators have access to the database, and only to run the site, moderate content and respond to your requests. We do not share personal data with anyone, except where Indian law requires us to, for example under a valid order from a court or authority. We use a hosting provider and an email delivery service to run the site; they process data only on our instructions.</p>
<h2>Your rights</h2>
<p>In line with the Digital Personal Data Protection Act, 2023, you can at any time:</p>
<ul>
<li>see the personal data we hold about you,</li>
<li>correct your profile or your posts,</li>
<li>download a copy of your posts,</li>
<li>withdraw consent for notification emails,</li>
<li>delete your account.</li>
</ul>
<p>Most of this you can do yourself from your account settings. For anything else, contact us and we will respond within 30 days.</p>
<h2>Children</h2>
<p>The site is meant for people aged 16 and above. If you are under 18, please talk to a parent or guardian before creating an account. If we learn that a child has signed up without appropriate consent, we will delete the account.</p>
<h2>Security</h2>
<p>All traffic to the site is encrypted with HTTPS. Sign-in codes are single-use. We keep our software updated and limit who can access the server. No system is perfectly secure, and if a breach affecting your data ever happens, we will tell you and the relevant authorities promptly.</p>
<h2>Changes and contact</h2>
<p>If we change this policy in a way that matters, we will announce it on the site and email registered users before the change takes effect. For any privacy question or request, please use our contact page and mention "privacy" in your message.</p>`,
  },
  {
    slug: 'terms',
    title: 'Community guidelines and terms of use',
    html: `<p>This platform exists so that young people can write honestly about their lives and be read with respect. These guidelines explain what belongs here, how moderation works and what you agree to when you use the site. By creating an account or posting, you accept them.</p>
<h2>What you can post</h2>
<p>Write about your own experiences, your community, and the issues you care about, in Hindi or English. Articles, short notes, videos, polls and comments are all welcome. Disagreement is welcome too: argue with ideas, not with people.</p>
<ul>
<li>Write in your own words. If you quote someone or use facts from elsewhere, say where they come from and add a link.</li>
<li>Only post videos you made yourself or have permission to share.</li>
<li>If you write about other people, such as family, classmates or colleagues, protect their privacy. Change names where needed and never publish anyone's phone number, address or photos without consent.</li>
<li>Writing about difficult subjects like self-harm, abuse or violence is allowed, and can help others. Please write with care, avoid graphic detail, and add a note at the top so readers know what to expect.</li>
</ul>
<h2>What is not allowed</h2>
<ul>
<li>Hate speech or attacks on anyone based on religion, caste, tribe, gender, sexuality, disability, region or language.</li>
<li>Harassment, threats, bullying or encouraging others to target a person.</li>
<li>Sexually explicit content, and any content that sexualises minors.</li>
<li>False claims presented as fact, especially about health, elections or communal issues.</li>
<li>Defamatory statements or allegations against real people that you cannot support.</li>
<li>Spam, advertising, referral links, and plagiarised or machine-generated content posted as your own.</li>
<li>Anything that is illegal under Indian law.</li>
</ul>
<h2>Moderation</h2>
<p>Our editors are young volunteers, not a faceless system. Any reader can report a post or comment, and every report is read by a person. If something breaks these guidelines, we may hide it, ask you to edit it, or remove it, and we will tell you why. If you think we got it wrong, reply to our message and another editor will take a second look.</p>
<h2>Posts by new writers</h2>
<p>When you first join, your posts are <strong>unreviewed</strong>: they go into a queue and are published only after an editor has read them. This usually takes one or two days. Editors may suggest small changes, like fixing a headline or adding a source, but will not change your meaning without asking. Once you have a few published posts, you become a trusted writer and your new posts appear immediately, though they can still be reported and reviewed.</p>
<h2>Blocking and account actions</h2>
<p>You can block another user at any time; they will no longer be able to comment on your posts or reply to your comments. For repeated or serious violations, we may limit an account, for example by putting all its posts back into review, or suspend it. Threats of violence, sexual content involving minors and organised spam lead to immediate removal.</p>
<h2>Your content and its licence</h2>
<p>You keep the copyright to everything you write. By posting, you give us a non-exclusive, royalty-free licence to publish, display and share your work on this site and its social media channels, with your name attached. Unless you choose otherwise in your settings, your articles are also shared under a Creative Commons Attribution-NonCommercial 4.0 licence, so teachers and non-profit groups can reuse them with credit. You can delete your posts at any time; copies already shared elsewhere may remain.</p>
<h2>Our responsibilities and limits</h2>
<p>Opinions on this site belong to their writers, not to the platform. We work to keep the site available and safe, but we cannot promise it will always be free of errors or interruptions. We may update these terms; when we make important changes, we will announce them on the site before they apply.</p>
<p>Questions about these guidelines? Reach us through the contact page. Thank you for helping keep this a kind, honest and useful place.</p>`,
  },
];

/**
 * `npm run seed -- --scale N`: adds N generated, published posts to a database that already
 * holds the demo content, with readers, comments, poll votes, likes, views and follows in
 * proportion, for benchmarks. Every row is made inside the database with set-based SQL
 * (INSERT ... SELECT over generate_series), a batch of posts per statement, so 100,000 posts
 * load in minutes. Counters are then derived from the rows, as the demo seed does, so they
 * are exact. Calling it again adds N more: slugs and e-mails are built from row ids.
 *
 * Per 100 posts, roughly: 5 new readers, 300 comments (a third of them replies), 10 polls
 * with 3 options and ~50 votes each, 800 likes, 3,000 views, 25 user follows, 10 topic follows.
 * Types: 70% posts, 10% videos, 10% notes, 10% polls; half English, half Hindi; dates over
 * the last 365 days; 1-2 topics each and a state or union territory on about half.
 */
import type { Database } from '#server/db/client.ts';
import { refreshTermCounts } from '#server/domain/term-counts.ts';
import { makeRandom, readerNames } from './random.ts';

/** Posts generated per INSERT statement. */
const BATCH = 10_000;
/** Categories that generated posts never go into (they would hide or reclassify the post). */
const RESERVED_CATEGORIES = `('unlisted', 'unreviewed', 'prompts')`;

// Sentences are opener + subject + ending, so a few dozen phrases give thousands of
// readable combinations in each script, and full-text search finds words in both.
const EN = {
  open: [
    'In our small town,',
    'Every morning at the bus stop,',
    'After the board exams,',
    'On the late train home,',
    'At the college canteen,',
    'During the monsoon,',
    'In the group chat last night,',
    'Outside the coaching centre,',
    "At my cousin's wedding,",
    'Whenever the power goes out,',
    'In a crowded city like ours,',
    'Back in the village,',
  ],
  subject: [
    'young people keep talking about',
    'my friends and I argue about',
    'nobody can really ignore',
    'students are quietly worried about',
    'our parents still ask questions about',
    'everyone seems to have an opinion on',
    'the whole street was discussing',
    'I started writing about',
    'a volunteer group is working on',
    'my grandmother told stories about',
  ],
  end: [
    'clean water and the rising heat.',
    'jobs that let us stay close to home.',
    'the price of a good education.',
    'mental health and the courage to ask for help.',
    'cricket, cinema and the books we love.',
    'climate change and the rivers we grew up with.',
    'safe streets for girls after dark.',
    'the first vote of our lives.',
    'phones, apps and the internet in small towns.',
    'festivals, food and the languages we speak.',
    'internships that actually teach something.',
    'the trees that were cut to widen the road.',
  ],
  topic: [
    'Clean water',
    'First jobs',
    'Exam season',
    'Monsoon diaries',
    'Small-town internet',
    'Safe streets',
    'Our rivers',
    'The first vote',
    'Festival food',
    'Mental health',
    'Cricket in the lanes',
    'Books that stay',
  ],
  place: [
    'Patna',
    'Kochi',
    'Indore',
    'Guwahati',
    'Jaipur',
    'Ranchi',
    'Nagpur',
    'Shimla',
    'Madurai',
    'Lucknow',
    'Surat',
    'Bhopal',
  ],
  hook: [
    'notes from a young reader',
    'what nobody tells you',
    'a story in five scenes',
    'what changed this year',
    'the view from the back bench',
    'why it matters now',
    "one family's story",
    'questions we keep asking',
  ],
  question: [
    'Should exams be open-book?',
    'Would you take a job far from home?',
    'Is online coaching worth the money?',
    'Should cities ban single-use plastic?',
    'Do you talk to your parents about mental health?',
    'Should the voting age be lowered to 16?',
    "Is cricket still India's favourite sport?",
    'Would you pick a government job over a startup?',
  ],
  options: ['Yes', 'No', 'Not sure'],
};

const HI = {
  open: [
    'हमारे छोटे शहर में',
    'हर सुबह बस स्टॉप पर',
    'बोर्ड की परीक्षा के बाद',
    'देर रात की ट्रेन में',
    'कॉलेज की कैंटीन में',
    'बारिश के मौसम में',
    'कल रात ग्रुप चैट में',
    'कोचिंग सेंटर के बाहर',
    'चचेरे भाई की शादी में',
    'जब भी बिजली जाती है, तब',
    'हमारे भीड़ भरे शहर में',
    'गाँव में',
  ],
  subject: [
    'युवा लोग',
    'मेरे दोस्त और मैं',
    'हम सब',
    'कॉलेज के छात्र',
    'हमारे माता-पिता',
    'मोहल्ले के लोग',
    'स्वयंसेवक',
    'हमारी टीम के लोग',
    'गली के बच्चे',
    'स्कूल के शिक्षक',
  ],
  end: [
    'साफ़ पानी और बढ़ती गर्मी के बारे में बात करते हैं।',
    'घर के पास नौकरी के बारे में सोचते हैं।',
    'अच्छी शिक्षा की क़ीमत पर बहस करते हैं।',
    'मानसिक स्वास्थ्य और मदद माँगने की हिम्मत पर चर्चा करते हैं।',
    'क्रिकेट, सिनेमा और किताबों की बातें करते हैं।',
    'जलवायु परिवर्तन और अपनी नदियों की चिंता करते हैं।',
    'रात में लड़कियों के लिए सुरक्षित सड़कों की माँग करते हैं।',
    'ज़िंदगी के पहले वोट के बारे में सोचते हैं।',
    'छोटे शहरों में इंटरनेट और मोबाइल की बात करते हैं।',
    'त्योहार, खाने और अपनी भाषा पर गर्व करते हैं।',
    'ऐसी इंटर्नशिप ढूँढते हैं जिससे सच में कुछ सीखा जा सके।',
    'सड़क चौड़ी करने के लिए काटे गए पेड़ों को याद करते हैं।',
  ],
  topic: [
    'साफ़ पानी',
    'पहली नौकरी',
    'परीक्षा का मौसम',
    'बारिश की डायरी',
    'छोटे शहर का इंटरनेट',
    'सुरक्षित सड़कें',
    'हमारी नदियाँ',
    'पहला वोट',
    'त्योहार का खाना',
    'मानसिक स्वास्थ्य',
    'गली का क्रिकेट',
    'किताबें जो साथ रहती हैं',
  ],
  place: [
    'पटना',
    'कोच्चि',
    'इंदौर',
    'गुवाहाटी',
    'जयपुर',
    'राँची',
    'नागपुर',
    'शिमला',
    'मदुरै',
    'लखनऊ',
    'सूरत',
    'भोपाल',
  ],
  hook: [
    'एक युवा की नज़र से',
    'जो कोई नहीं बताता',
    'पाँच दृश्यों में एक कहानी',
    'इस साल क्या बदला',
    'पिछली बेंच से',
    'अब यह क्यों ज़रूरी है',
    'एक परिवार की कहानी',
    'सवाल जो हम पूछते रहते हैं',
  ],
  question: [
    'क्या परीक्षाएँ ओपन-बुक होनी चाहिए?',
    'क्या आप घर से दूर नौकरी करेंगे?',
    'क्या ऑनलाइन कोचिंग पैसे के लायक़ है?',
    'क्या शहरों में सिंगल-यूज़ प्लास्टिक बंद होना चाहिए?',
    'क्या आप माता-पिता से मानसिक स्वास्थ्य पर बात करते हैं?',
    'क्या वोट देने की उम्र 16 होनी चाहिए?',
    'क्या क्रिकेट अब भी भारत का पसंदीदा खेल है?',
    'क्या आप स्टार्टअप की जगह सरकारी नौकरी चुनेंगे?',
  ],
  options: ['हाँ', 'नहीं', 'पता नहीं'],
};

type PhraseList = keyof typeof EN;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arrayLiteral = (items: string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`;

/** A CTE `ph` with one array column per phrase list and language, e.g. ph.en_open. */
const PHRASES = `ph AS (SELECT ${(Object.keys(EN) as PhraseList[])
  .flatMap((key) => [`${arrayLiteral(EN[key])} AS en_${key}`, `${arrayLiteral(HI[key])} AS hi_${key}`])
  .join(', ')})`;

/** A random element of a phrase list in the language of `lang` (an SQL expression). */
function pick(list: PhraseList, lang: string): string {
  const en = `ph.en_${list}[1 + floor(random() * ${EN[list].length})::int]`;
  const hi = `ph.hi_${list}[1 + floor(random() * ${HI[list].length})::int]`;
  return `CASE WHEN ${lang} = 'hi' THEN ${hi} ELSE ${en} END`;
}

/** A random sentence in the language of `lang`; needs `ph` in scope. */
function sentence(lang: string): string {
  return `(${pick('open', lang)} || ' ' || ${pick('subject', lang)} || ' ' || ${pick('end', lang)})`;
}

/** Every user id in id order, so `ids[1 + k % cardinality(ids)]` picks distinct users for distinct k. */
const POOL = `pool AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users)`;
const TOPICS = `cats AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM terms
                 WHERE taxonomy = 'category' AND slug NOT IN ${RESERVED_CATEGORIES})`;
const STATES = `locs AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM terms WHERE taxonomy = 'location')`;

async function maxId(database: Database, table: string): Promise<number> {
  const [row] = await database.query<{ id: number }>(`SELECT coalesce(max(id), 0)::int AS id FROM ${table}`);
  return row?.id ?? 0;
}

export async function seedScale(database: Database, n: number): Promise<void> {
  if (!Number.isInteger(n) || n <= 0) return;
  const usersBefore = await maxId(database, 'users');
  const postsBefore = await maxId(database, 'posts');
  const pollsBefore = await maxId(database, 'polls');

  await addReaders(database, Math.max(1, Math.round(n / 20)), usersBefore);
  for (let done = 0; done < n; done += BATCH) {
    const from = await maxId(database, 'posts');
    await addPosts(database, Math.min(BATCH, n - done));
    const to = await maxId(database, 'posts');
    await addPostDetails(database, from, to);
  }
  await addFollows(database, usersBefore);
  await awardPointsFor(database, postsBefore, pollsBefore);
  await recountEverything(database);
  await refreshTermCounts(database);
  // VACUUM also flushes the search index's pending list and sets the visibility map.
  await database.query('VACUUM ANALYZE');
}

/** Subscribers with unique e-mails and slugs (both carry the new row's id). */
async function addReaders(database: Database, count: number, seed: number) {
  const names = readerNames(count, makeRandom(20261122 + seed));
  await database.query(
    `WITH ${STATES},
     fresh AS MATERIALIZED (
       SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id, name,
              CASE WHEN random() < 0.5 THEN 'hi' ELSE 'en' END AS language,
              CASE WHEN random() < 0.7 THEN locs.ids[1 + floor(random() * locs.n)::int] END AS location_id,
              now() - interval '1 day' * (30 + random() * 370) AS created_at
         FROM unnest($1::text[]) WITH ORDINALITY AS u(name, k), locs
        ORDER BY k)
     INSERT INTO users (id, email, slug, name, role, language, location_id, created_at, updated_at)
     SELECT id, 'scale-user-' || id || '@bench.awaaz.example',
            trim(BOTH '-' FROM lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || id,
            name, 'subscriber', language, location_id, created_at, created_at
       FROM fresh`,
    [names],
  );
}

/** One batch of posts, ids from the posts sequence and slugs from the ids. */
async function addPosts(database: Database, count: number) {
  const first = sentence('b.lang');
  await database.query(
    `WITH ${PHRASES}, ${POOL},
     ids AS MATERIALIZED (
       SELECT nextval(pg_get_serial_sequence('posts', 'id'))::int AS id FROM generate_series(1, $1::int)),
     base AS MATERIALIZED (
       SELECT i.id, t.type,
              CASE WHEN random() < 0.5 THEN 'hi' ELSE 'en' END AS lang,
              pool.ids[1 + floor(random() * pool.n)::int] AS author_id,
              now() - interval '1 second' * floor(random() * 365 * 86400) AS date,
              CASE t.type WHEN 'poll' THEN 0 WHEN 'note' THEN 2 + floor(random() * 5)::int
                          ELSE 10 + floor(random() * 11)::int END AS more
         FROM ids i, pool,
              LATERAL (SELECT CASE WHEN i.id % 10 < 7 THEN 'post' WHEN i.id % 10 = 7 THEN 'video'
                                   WHEN i.id % 10 = 8 THEN 'note' ELSE 'poll' END AS type) t),
     texts AS MATERIALIZED (
       SELECT b.*, ${first} AS first,
              coalesce((SELECT string_agg(
                  CASE WHEN b.type = 'note' THEN CASE WHEN j % 3 = 0 THEN chr(10) ELSE ' ' END
                       WHEN j % 4 = 0 THEN '</p>' || chr(10) || '<p>' ELSE ' ' END || ${sentence('b.lang')},
                  '' ORDER BY j) FROM generate_series(1, b.more) j), '') AS rest,
              ${pick('topic', 'b.lang')} AS topic, ${pick('place', 'b.lang')} AS place,
              ${pick('hook', 'b.lang')} AS hook, ${pick('question', 'b.lang')} AS question
         FROM base b, ph)
     INSERT INTO posts (id, type, status, slug, author_id, title, content, excerpt, lang, video_url,
                        listed, date, modified, created_at)
     SELECT id, type, 'publish', 'scale-' || id, author_id,
            CASE type
              WHEN 'poll' THEN place || CASE WHEN lang = 'hi' THEN ' पूछता है: ' ELSE ' asks: ' END || question
              WHEN 'note' THEN CASE WHEN length(first) <= 60 THEN first ELSE left(first, 58) || '…' END
              ELSE CASE WHEN lang = 'hi' THEN topic || ', ' || place || ' से: ' || hook
                        ELSE topic || ' in ' || place || ': ' || hook END
            END,
            CASE type WHEN 'poll' THEN '' WHEN 'note' THEN first || rest ELSE '<p>' || first || rest || '</p>' END,
            CASE WHEN type IN ('post', 'video') THEN first ELSE '' END,
            lang,
            CASE WHEN type = 'video' THEN 'https://www.youtube.com/watch?v=' || substr(md5(id::text), 1, 11) END,
            true, date, date, date
       FROM texts`,
    [count],
  );
}

/** Terms, polls, comments, likes and views of the posts with ids in (from, to]. */
async function addPostDetails(database: Database, from: number, to: number) {
  const range = [from, to];
  // 1-2 distinct topics each, a state or union territory on about half
  await database.query(
    `WITH ${TOPICS}, ${STATES},
     p AS MATERIALIZED (
       SELECT posts.id, floor(random() * cats.n)::int AS c1, 1 + floor(random() * (cats.n - 1))::int AS step,
              random() < 0.5 AS two, random() < 0.5 AS located, floor(random() * locs.n)::int AS l
         FROM posts, cats, locs WHERE posts.id > $1 AND posts.id <= $2)
     INSERT INTO post_terms (post_id, term_id)
     SELECT p.id, cats.ids[1 + p.c1] FROM p, cats WHERE cats.n > 0
     UNION ALL
     SELECT p.id, cats.ids[1 + (p.c1 + p.step) % cats.n] FROM p, cats WHERE p.two AND cats.n > 1
     UNION ALL
     SELECT p.id, locs.ids[1 + p.l] FROM p, locs WHERE p.located AND locs.n > 0
     ON CONFLICT DO NOTHING`,
    range,
  );

  // polls: the question is the post title; three options; votes by distinct users
  await database.query(
    `INSERT INTO polls (post_id, author_id, question, created_at)
     SELECT id, author_id, title, date FROM posts WHERE id > $1 AND id <= $2 AND type = 'poll' ORDER BY id`,
    range,
  );
  await database.query(
    `UPDATE posts p SET poll_id = pl.id FROM polls pl
      WHERE pl.post_id = p.id AND p.id > $1 AND p.id <= $2 AND p.type = 'poll'`,
    range,
  );
  await database.query(
    `WITH ${PHRASES}
     INSERT INTO poll_options (poll_id, label, position)
     SELECT pl.id, CASE WHEN p.lang = 'hi' THEN ph.hi_options[k + 1] ELSE ph.en_options[k + 1] END, k
       FROM polls pl JOIN posts p ON p.id = pl.post_id, ph, generate_series(0, ${EN.options.length - 1}) k
      WHERE pl.post_id > $1 AND pl.post_id <= $2
      ORDER BY pl.id, k`,
    range,
  );
  await database.query(
    `WITH ${POOL},
     v AS MATERIALIZED (
       SELECT pl.id AS poll_id, p.date, least(5 + floor(power(random(), 2) * 140)::int, pool.n) AS votes,
              floor(random() * pool.n)::int AS start, 0.4 + random() * 2 AS skew
         FROM polls pl JOIN posts p ON p.id = pl.post_id, pool
        WHERE pl.post_id > $1 AND pl.post_id <= $2),
     ballots AS MATERIALIZED (
       SELECT v.poll_id, pool.ids[1 + (v.start + j) % pool.n] AS user_id,
              least(${EN.options.length - 1}, floor(${EN.options.length} * power(random(), v.skew))::int) AS position,
              v.date + random() * (now() - v.date) AS created_at
         FROM v, pool, generate_series(0, v.votes - 1) j)
     INSERT INTO poll_votes (poll_id, user_id, option_id, created_at)
     SELECT b.poll_id, b.user_id, o.id, b.created_at
       FROM ballots b JOIN poll_options o ON o.poll_id = b.poll_id AND o.position = b.position
     ON CONFLICT DO NOTHING`,
    range,
  );

  // comments: ~2 top-level per post, and a reply to about half of them
  await database.query(
    `WITH ${PHRASES}, ${POOL},
     p AS MATERIALIZED (
       SELECT id, date, lang, floor(random() * 5)::int AS n FROM posts WHERE id > $1 AND id <= $2),
     c AS MATERIALIZED (
       SELECT p.id AS post_id, pool.ids[1 + floor(random() * pool.n)::int] AS author_id,
              ${sentence('p.lang')} || CASE WHEN random() < 0.4 THEN ' ' || ${sentence('p.lang')} ELSE '' END AS content,
              p.date + random() * (now() - p.date) AS date
         FROM p, pool, ph, generate_series(1, p.n) j)
     INSERT INTO comments (post_id, author_id, content, status, date, modified)
     SELECT post_id, author_id, content, 'approved', date, date FROM c ORDER BY date`,
    range,
  );
  await database.query(
    `WITH ${PHRASES}, ${POOL},
     r AS MATERIALIZED (
       SELECT c.post_id, c.id AS parent_id, p.lang, pool.ids[1 + floor(random() * pool.n)::int] AS author_id,
              c.date + random() * (now() - c.date) AS date
         FROM comments c JOIN posts p ON p.id = c.post_id, pool
        WHERE c.post_id > $1 AND c.post_id <= $2 AND c.parent_id IS NULL AND random() < 0.5)
     INSERT INTO comments (post_id, parent_id, author_id, content, status, date, modified)
     SELECT post_id, parent_id, author_id, ${sentence('r.lang')}, 'approved', date, date
       FROM r, ph ORDER BY date`,
    range,
  );

  // likes by distinct users (consecutive offsets into the pool), a few popular posts
  await database.query(
    `WITH ${POOL},
     p AS MATERIALIZED (
       SELECT id, date, least(floor(power(random(), 2) * 25)::int, pool.n) AS n,
              floor(random() * pool.n)::int AS start
         FROM posts, pool WHERE id > $1 AND id <= $2)
     INSERT INTO likes (post_id, user_id, created_at)
     SELECT p.id, pool.ids[1 + (p.start + j) % pool.n], p.date + random() * (now() - p.date)
       FROM p, pool, generate_series(0, p.n - 1) j
     ON CONFLICT DO NOTHING`,
    range,
  );

  // one view per visitor per post per day, on days since publication
  await database.query(
    `WITH p AS MATERIALIZED (
       SELECT id, date, floor(power(random(), 2) * 90)::int AS n FROM posts WHERE id > $1 AND id <= $2)
     INSERT INTO post_views (post_id, visitor, day)
     SELECT p.id, 'scale-' || j, ((p.date + random() * (now() - p.date)) AT TIME ZONE 'Asia/Kolkata')::date
       FROM p, generate_series(1, p.n) j
     ON CONFLICT DO NOTHING`,
    range,
  );
}

/** New readers follow a few people and a few topics. */
async function addFollows(database: Database, usersBefore: number) {
  await database.query(
    `WITH ${POOL},
     u AS MATERIALIZED (
       SELECT id, floor(random() * pool.n)::int AS start, 2 + floor(random() * 7)::int AS n
         FROM users, pool WHERE id > $1),
     f AS MATERIALIZED (
       SELECT u.id AS follower_id, pool.ids[1 + (u.start + j) % pool.n] AS followee_id,
              now() - random() * interval '300 days' AS created_at
         FROM u, pool, generate_series(0, least(u.n, pool.n) - 1) j)
     INSERT INTO user_follows (follower_id, followee_id, created_at)
     SELECT follower_id, followee_id, created_at FROM f WHERE follower_id <> followee_id
     ON CONFLICT DO NOTHING`,
    [usersBefore],
  );
  await database.query(
    `WITH ${TOPICS},
     u AS MATERIALIZED (
       SELECT id, floor(random() * cats.n)::int AS start, least(floor(random() * 5)::int, cats.n) AS n
         FROM users, cats WHERE id > $1)
     INSERT INTO term_follows (user_id, term_id, created_at)
     SELECT u.id, cats.ids[1 + (u.start + j) % cats.n], now() - random() * interval '300 days'
       FROM u, cats, generate_series(0, u.n - 1) j
     ON CONFLICT DO NOTHING`,
    [usersBefore],
  );
}

/** Ledger rows for the new posts, polls and votes, as awardPoints would have written them. */
async function awardPointsFor(database: Database, postsBefore: number, pollsBefore: number) {
  await database.query(
    `INSERT INTO points_ledger (user_id, reason, object_id, points, created_at)
     SELECT author_id, CASE WHEN type = 'poll' THEN 'create_poll' ELSE 'create_post' END, id,
            CASE WHEN type = 'poll' THEN 5 ELSE 10 END, date
       FROM posts WHERE id > $1 AND type <> 'page' AND status = 'publish'
     ON CONFLICT (user_id, reason, object_id) DO NOTHING`,
    [postsBefore],
  );
  await database.query(
    `INSERT INTO points_ledger (user_id, reason, object_id, points, created_at)
     SELECT user_id, 'poll_vote', poll_id, 2, created_at FROM poll_votes WHERE poll_id > $1
     ON CONFLICT (user_id, reason, object_id) DO NOTHING`,
    [pollsBefore],
  );
}

/**
 * Every denormalised counter from its rows, as grouped aggregates joined back (one pass per
 * table rather than a subquery per row); rows whose numbers already match are not rewritten.
 */
async function recountEverything(database: Database) {
  await database.query(`
    UPDATE poll_options o SET votes = s.n
      FROM (SELECT o2.id, count(v.option_id)::int AS n
              FROM poll_options o2 LEFT JOIN poll_votes v ON v.option_id = o2.id GROUP BY o2.id) s
     WHERE s.id = o.id AND o.votes <> s.n`);
  await database.query(`
    UPDATE polls p SET total_votes = s.n
      FROM (SELECT p2.id, count(v.poll_id)::int AS n
              FROM polls p2 LEFT JOIN poll_votes v ON v.poll_id = p2.id GROUP BY p2.id) s
     WHERE s.id = p.id AND p.total_votes <> s.n`);
  await database.query(`
    UPDATE posts p SET like_count = s.likes, view_count = s.views, comment_count = s.comments, poll_votes = s.votes
      FROM (SELECT p2.id, coalesce(l.n, 0) AS likes, coalesce(v.n, 0) AS views, coalesce(c.n, 0) AS comments,
                   coalesce(pl.total_votes, 0) AS votes
              FROM posts p2
              LEFT JOIN (SELECT post_id, count(*)::int AS n FROM likes GROUP BY post_id) l ON l.post_id = p2.id
              LEFT JOIN (SELECT post_id, count(*)::int AS n FROM post_views GROUP BY post_id) v ON v.post_id = p2.id
              LEFT JOIN (SELECT post_id, count(*)::int AS n FROM comments WHERE status = 'approved' GROUP BY post_id) c
                     ON c.post_id = p2.id
              LEFT JOIN polls pl ON pl.id = p2.poll_id) s
     WHERE s.id = p.id
       AND (p.like_count, p.view_count, p.comment_count, p.poll_votes)
           IS DISTINCT FROM (s.likes, s.views, s.comments, s.votes)`);
  await database.query(`
    UPDATE comments c SET total_children = s.n
      FROM (SELECT parent_id, count(*)::int AS n FROM comments
             WHERE parent_id IS NOT NULL AND status = 'approved' GROUP BY parent_id) s
     WHERE s.parent_id = c.id AND c.total_children <> s.n`);
  await database.query(`
    UPDATE comments c SET total_children = 0
     WHERE c.total_children <> 0
       AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.status = 'approved')`);
  await database.query(`
    UPDATE users u SET follower_count = s.followers, following_count = s.following,
                       post_count = s.posts, total_points = s.points
      FROM (SELECT u2.id, coalesce(fr.n, 0) AS followers, coalesce(fg.n, 0) AS following,
                   coalesce(p.n, 0) AS posts, coalesce(l.n, 0) AS points
              FROM users u2
              LEFT JOIN (SELECT followee_id, count(*)::int AS n FROM user_follows GROUP BY followee_id) fr
                     ON fr.followee_id = u2.id
              LEFT JOIN (SELECT follower_id, count(*)::int AS n FROM user_follows GROUP BY follower_id) fg
                     ON fg.follower_id = u2.id
              LEFT JOIN (SELECT author_id, count(*)::int AS n FROM posts
                          WHERE type <> 'page' AND status = 'publish' GROUP BY author_id) p ON p.author_id = u2.id
              LEFT JOIN (SELECT user_id, sum(points)::int AS n FROM points_ledger GROUP BY user_id) l
                     ON l.user_id = u2.id) s
     WHERE s.id = u.id
       AND (u.follower_count, u.following_count, u.post_count, u.total_points)
           IS DISTINCT FROM (s.followers, s.following, s.posts, s.points)`);
  await database.query(`
    UPDATE terms t SET follower_count = s.n
      FROM (SELECT t2.id, count(f.term_id)::int AS n
              FROM terms t2 LEFT JOIN term_follows f ON f.term_id = t2.id GROUP BY t2.id) s
     WHERE s.id = t.id AND t.follower_count <> s.n`);
  // the monthly leaderboard, rebuilt from the whole ledger as the demo seed builds it
  await database.query('DELETE FROM monthly_points');
  await database.query(`
    INSERT INTO monthly_points (month, user_id, points, reached_at)
    SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, user_id, sum(points), max(created_at)
      FROM points_ledger GROUP BY 1, 2`);
}

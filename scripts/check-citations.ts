/**
 * Every "Spec §N" and "Decisions §N" in the code must name a numbered heading of
 * `docs/spec.md` or `docs/decisions.md`, and every "decisions NNN" a file in `docs/decisions/`:
 * a comment that cites a document the reader cannot open explains nothing.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Citation {
  file: string;
  line: number;
  text: string;
}

// "spec §2, §4 and §9" cites three sections of one document.
const CITATION = /\b(spec|decisions)\s*(§\s*\d+(?:\s*(?:,|\/|–|-|and|or)\s*§\s*\d+)*)/gi;
const ANY_SECTION_SIGN = /§/g;
const RECORD = /\bdecisions (\d{3})\b/gi;

/** The section numbers of a document: headings written `## N. Title`. */
export const sectionNumbers = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^#{1,6} (\d+)\. /gm)].map((match) => match[1] as string));

export interface Documents {
  spec: Set<string>;
  decisions: Set<string>;
  records: Set<string>;
}

/** The citations of one file's text that resolve to nothing. */
export const unresolved = (file: string, text: string, docs: Documents): Citation[] => {
  const bad: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    const at = { file, line: index + 1, text: content.trim() };
    let cited = 0;
    for (const [, document, sections] of content.matchAll(CITATION)) {
      const numbers = document?.toLowerCase() === 'spec' ? docs.spec : docs.decisions;
      for (const [, number] of (sections as string).matchAll(/§\s*(\d+)/g)) {
        cited += 1;
        if (!numbers.has(number as string)) bad.push(at);
      }
    }
    // A "§" that names no document (an issue's section, say) resolves to nothing either.
    if ((content.match(ANY_SECTION_SIGN)?.length ?? 0) > cited) bad.push(at);
    for (const [, record] of content.matchAll(RECORD)) {
      if (!docs.records.has(record as string)) bad.push(at);
    }
  });
  return bad;
};

export const loadDocuments = (root: string): Documents => ({
  spec: sectionNumbers(readFileSync(path.join(root, 'docs/spec.md'), 'utf8')),
  decisions: sectionNumbers(readFileSync(path.join(root, 'docs/decisions.md'), 'utf8')),
  records: new Set(
    readdirSync(path.join(root, 'docs/decisions'))
      .map((name) => /^(\d{3})-/.exec(name)?.[1])
      .filter((record): record is string => record !== undefined),
  ),
});

/** Source files git knows (tracked or new), where citations live. */
export const sourceFiles = (root: string): string[] =>
  execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs', '*.css'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(
      (file) => file !== '' && !file.startsWith('docs/') && !file.startsWith('scripts/check-citations'),
    );

export const checkCitations = (root: string): Citation[] => {
  const docs = loadDocuments(root);
  return sourceFiles(root).flatMap((file) => {
    try {
      return unresolved(file, readFileSync(path.join(root, file), 'utf8'), docs);
    } catch {
      return []; // listed by git but deleted in the working tree
    }
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const bad = checkCitations(process.cwd());
  for (const citation of bad) console.log(`${citation.file}:${citation.line}: ${citation.text}`);
  console.log(bad.length === 0 ? 'every citation resolves' : `${bad.length} citations resolve to nothing`);
  if (bad.length > 0) process.exitCode = 1;
}

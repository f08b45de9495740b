import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCitations, type Documents, sectionNumbers, unresolved } from './check-citations.ts';

const docs: Documents = {
  spec: new Set(['2', '9']),
  decisions: new Set(['4', '10']),
  records: new Set(['001']),
};

describe('citations', () => {
  it('reads section numbers from numbered headings only', () => {
    expect([...sectionNumbers('# Title\n## 1. One\n### 1.2 Sub\n## Two\n## 10. Ten\n')]).toEqual(['1', '10']);
  });

  it('accepts citations of sections that exist, in either case', () => {
    const text =
      '// Spec §9: limits\n/** decisions §10 and Decisions §4 */\n// (decisions 001)\n// spec §2, §9 and §2/§9';
    expect(unresolved('a.ts', text, docs)).toEqual([]);
  });

  it('reports a missing section, a missing record and a § that names no document', () => {
    const text = '// Spec §7\n// decisions §11\n// decisions 002\n// issue 4 §4\n// spec §2, §4';
    expect(unresolved('a.ts', text, docs).map((citation) => citation.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds every citation in the repository resolving to a heading in docs/', () => {
    expect(checkCitations(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

import { HomeTopicTabs, loadHomeTopicTabs } from '../home-topic-tabs.tsx';

/** `<div data-yka-block="term-tabs"></div>`: the home page's term tabs inside a page. */
export const load = loadHomeTopicTabs;

export default function TermTabsBlock() {
  return (
    <div className="not-prose my-6">
      <HomeTopicTabs />
    </div>
  );
}

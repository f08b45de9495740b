/**
 * The strings of the search and polls-list screens in English: a part of the catalogue loaded
 * with those screens (the article page does not carry them).
 */
export const browseEn = {
  'search.title': 'Search',
  'search.placeholder': 'Search stories, videos, notes and polls',
  'search.submit': 'Search',
  'search.results': 'Results for “{query}”',
  'search.empty': 'No results for “{query}”. Try another word, in Hindi or English.',
  'search.emptyButMatches':
    'No post contains “{query}”. The topics or writers above may have what you are looking for.',
  'search.people': 'Writers',
  'search.prompt': 'Type a word in Hindi or English to search.',
  'search.topics': 'Topics',
  'kind.label': 'Kind of content',
  'kind.all': 'All',
  'kind.posts': 'Articles',
  'kind.videos': 'Videos',
  'kind.notes': 'Notes',
  'kind.polls': 'Polls',
  'polls.intro': 'Vote, see what others think and grow your streak.',
};

export type BrowseKey = keyof typeof browseEn;

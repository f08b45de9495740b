/** The backgrounds of initials avatars, by user id (`/avatars/{id}.svg` and the share cards). */
export const AVATAR_COLOURS = [
  '#b4235a',
  '#1d6fa3',
  '#2f7d32',
  '#8e44ad',
  '#c0561b',
  '#00796b',
  '#5d4037',
  '#3949ab',
];

export const avatarColourOf = (userId: number) => AVATAR_COLOURS[userId % AVATAR_COLOURS.length] ?? '#b4235a';

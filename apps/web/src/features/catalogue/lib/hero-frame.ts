/**
 * The hero's box: one fixed height per layout (picture above the text on phones and small tablets,
 * beside it from 768 px), whatever the slides hold, so that its loading shape takes exactly the same
 * room and nothing below it moves when it arrives.
 */
export const HERO_FRAME_CLASSES =
  'relative h-[560px] overflow-hidden rounded-card border border-line shadow-card md:h-[428px]';

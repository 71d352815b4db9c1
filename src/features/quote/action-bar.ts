/**
 * Classes of the bid controls' bar: on phones a bar fixed to the bottom of the screen (reachable with one thumb,
 * above the home indicator), from `sm` up an ordinary row in the action card. The page leaves room under its content
 * for the bar ({@link ACTION_BAR_SPACE}).
 */
export const ACTION_BAR =
  'fixed inset-x-0 bottom-0 z-30 space-y-2 border-t border-line bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:static sm:z-auto sm:space-y-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none';

/** Bottom padding of the page on phones so that the fixed action bar does not cover its end. */
export const ACTION_BAR_SPACE = 'pb-44 sm:pb-5';

/** A touch target of at least 44 × 44 px on phones, the compact 36 px control from `sm` up. */
export const TOUCH = 'h-11 min-w-11 sm:h-9 sm:min-w-9';

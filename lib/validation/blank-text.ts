// Characters that are kept (joiners hold emoji and some scripts together) but do not make a name visible.
const BLANK_LOOKING = /[\s\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180d\u200c\u200d\u2800\u3164\ufe00-\ufe0f\uffa0]/gu;

export const looksBlank = (value: string) => value.replace(BLANK_LOOKING, "") === "";

/**
 * The portal's subjects (IdSujet) in CLIL, limited to the codes of `CLIL_REFERENCE`: novels for adults under 3442
 * « Romans », children's novels under 3751 « Romans » (a children's code), the rest of the children's branch under
 * 3722 « Jeunesse », sociology under 3645 « Société ». Subjects for which no checked CLIL code fits (poetry, plays,
 * history, cookery, comics…) have none rather than a guess; the Thema category still classes them.
 */
export const CLIL_CODE_OF_SUJET: Readonly<Record<number, string>> = {
  // Littérature › Romans and all its branches
  1100: '3442',
  1110: '3442',
  1111: '3442',
  1112: '3442',
  1113: '3442',
  1114: '3442',
  1115: '3442',
  1120: '3442',
  1121: '3442',
  1122: '3442',
  1123: '3442',
  1130: '3442',
  1131: '3442',
  1132: '3442',
  1133: '3442',
  1140: '3442',
  1141: '3442',
  1142: '3442',
  1150: '3442',
  // Sciences humaines et sociales › Sociologie
  2400: '3645',
  // Jeunesse
  4000: '3722',
  4100: '3722',
  4110: '3722',
  4120: '3722',
  4200: '3751',
  4210: '3751',
  4220: '3751',
  4221: '3751',
  4222: '3751',
  4230: '3751',
  4300: '3722',
};

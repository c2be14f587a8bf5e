/** The shape of one language's UI strings: nested groups of i18next keys, each ending in a string. */
export interface Resource {
  [key: string]: string | Resource;
}

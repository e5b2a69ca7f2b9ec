/** The colours an organisation may give: #rgb or #rrggbb, nothing that could add CSS. */
export const isHexColour = (v: unknown): v is string =>
  typeof v === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);

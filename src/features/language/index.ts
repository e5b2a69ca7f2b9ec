export { activateLocale, chooseLanguage } from './activateLocale';
export { LanguageControl } from './LanguageControl';

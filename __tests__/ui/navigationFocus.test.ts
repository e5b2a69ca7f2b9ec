/**
 * The decision of docs/accessibility.md#focus-on-a-new-page: a heading that appears takes the
 * focus only while it is still on the page's body, on the control that navigated, or where the
 * app put it since; never from what the person focused since.
 */
import {
  focusHandedOver,
  focusHeadingIfHeld,
  headingMayTakeFocus,
  noteNavigation,
  resetNavigationFocus,
} from '../../src/ui/navigationFocus';

const element = (tag: string, text = '') => {
  const made = document.createElement(tag);
  made.textContent = text;
  if (tag === 'h1') made.tabIndex = -1;
  document.body.append(made);
  return made;
};

beforeEach(() => {
  document.body.innerHTML = '';
  resetNavigationFocus();
});

test('the pure decision', () => {
  const body = document.body;
  const control = element('button');
  const other = element('button');
  expect(headingMayTakeFocus(body, null, body)).toBe(true);
  expect(headingMayTakeFocus(null, null, body)).toBe(true);
  expect(headingMayTakeFocus(control, control, body)).toBe(true);
  expect(headingMayTakeFocus(other, control, body)).toBe(false);
  expect(headingMayTakeFocus(other, null, body)).toBe(false);
});

test('a first page: the heading takes the focus from the body', () => {
  const heading = element('h1', 'Ownership and credit check');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(heading);
});

test('the control that navigated gives the focus to the new heading', () => {
  const next = element('button', 'Continue');
  next.focus();
  noteNavigation();
  const heading = element('h1', 'Next');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(heading);
});

test('a control the person focused while the page loaded keeps the focus', () => {
  const privacy = element('button', 'Your privacy options');
  privacy.focus();
  const heading = element('h1', 'Ownership and credit check');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(privacy);
});

test('after a heading took it, a later heading takes it only if the person left it there', () => {
  const loading = element('h1', 'Finding your next step');
  focusHeadingIfHeld(loading);
  const privacy = element('button', 'Your privacy options');
  privacy.focus();
  loading.remove();
  focusHeadingIfHeld(element('h1', 'Ownership and credit check'));
  expect(document.activeElement).toBe(privacy);
});

test("where the focus keeper put a dropped focus counts as the app's", () => {
  const main = element('main');
  main.tabIndex = -1;
  main.focus();
  focusHandedOver(null, main);
  const heading = element('h1', 'Next');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(heading);
});

test("a link in a closing menu hands the focus to the menu's button, and the heading takes it", () => {
  const menuButton = element('button', 'Menu');
  const drawer = element('nav');
  const link = document.createElement('a');
  link.href = '#';
  drawer.append(link);
  link.focus();
  noteNavigation();
  drawer.remove();
  menuButton.focus();
  focusHandedOver(drawer, menuButton);
  const heading = element('h1', 'Documents');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(heading);
});

test('a dialog closed with Escape gives back a focus the heading may not take', () => {
  const privacy = element('button', 'Your privacy options');
  privacy.focus();
  const dialog = element('div');
  focusHandedOver(dialog, privacy);
  const heading = element('h1', 'Ownership and credit check');
  focusHeadingIfHeld(heading);
  expect(document.activeElement).toBe(privacy);
});

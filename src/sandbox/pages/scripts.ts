/**
 * The two small scripts of the sandbox's own pages, served as files from /sandbox-assets/ so the
 * pages need no inline script. Plain ES2017 for any current browser.
 */
import { HELOC_PATH } from '../../contract/paths';
import type { ServerState } from '../../contract/serverStates';
import { LANGUAGE_STORAGE_KEY, STORED_ITEMS } from '../../lib/browserStorage';
import { LANGUAGE_PARAM } from '../../lib/language';

/** /auth/login: signs in, stores the token under `jwt`, goes back to a same-site redirectUrl. */
export const LOGIN_SCRIPT = String.raw`'use strict';
(function () {
  var form = document.getElementById('sign-in');
  var alertBox = document.getElementById('sign-in-error');
  if (!form || !alertBox) return;
  // After a sign-out the page says so, and its heading takes the focus (the page's body had it).
  var heading = document.getElementById('signed-out') && document.querySelector('h1');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
  var button = form.querySelector('button[type="submit"]');
  var idleLabel = button.textContent;
  // Its words come in the page's language, on the form (pages/router.ts).
  var spanish = Boolean(document.documentElement && document.documentElement.lang === 'es');
  function said(name, english) {
    return (form.getAttribute && form.getAttribute('data-' + name)) || english;
  }

  function destination() {
    var value = new URLSearchParams(window.location.search).get('redirectUrl');
    return value && /^\/[a-z]/.test(value) ? value : '/account/heloc/';
  }

  function pending(on) {
    button.disabled = on;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.textContent = on ? said('signing-in', 'Signing in…') : idleLabel;
  }

  function fail(message) {
    alertBox.textContent = message;
    alertBox.hidden = false;
    alertBox.focus();
  }

  form.addEventListener('submit', async function (event) {
    event.preventDefault();
    if (button.disabled) return;
    alertBox.hidden = true;
    alertBox.textContent = '';
    var email = form.elements.email.value.trim();
    var password = form.elements.password.value;
    if (!email || !password) {
      fail(said('enter-both', 'Enter your e-mail and password.'));
      return;
    }
    pending(true);
    var signedIn = false;
    try {
      var response = await fetch('/identity/api/v1/login', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // The lender's answer in the page's language (docs/sandbox.md#the-lenders-language).
          'Accept-Language': spanish ? 'es-US, es;q=0.9' : 'en-US, en;q=0.9',
        },
        body: JSON.stringify({ email: email, password: password }),
      });
      var body = null;
      try {
        body = await response.json();
      } catch (ignored) {
        body = null;
      }
      if (response.ok && body && typeof body.jwt === 'string') {
        localStorage.setItem('jwt', body.jwt);
        signedIn = true;
        window.location.assign(destination());
        return;
      }
      var messages = body && Array.isArray(body.errors)
        ? body.errors.map(function (e) { return e && e.message; }).filter(Boolean)
        : [];
      fail(messages.length ? messages.join(', ') : said('unexpected', 'Something unexpected happened logging you in'));
    } catch (error) {
      fail(said('unreachable', 'We could not reach the server. Check your connection and try again.'));
    } finally {
      if (!signedIn) pending(false);
    }
  });
})();
`;

/**
 * Every page: the language the borrower chose in the app (kept in this browser under the app's
 * key) is the page's too. A page opened with `?lang=` keeps that choice; one opened without it,
 * in another language than the one kept, opens again in the kept one. The language control (a
 * link to this page with `?lang=`) keeps the choice before it leads there
 * (docs/sandbox.md#the-lenders-language).
 */
export const LANGUAGE_SCRIPT =
  String.raw`'use strict';
(function () {
  var KEY = ` +
  JSON.stringify(LANGUAGE_STORAGE_KEY) +
  String.raw`;
  var PARAM = ` +
  JSON.stringify(LANGUAGE_PARAM) +
  String.raw`;
  var SPOKEN = ['en', 'es'];
  function keep(language) {
    try {
      localStorage.setItem(KEY, language);
    } catch (ignored) {
      // Storage disabled: the choice lasts for this page only.
    }
  }
  function kept() {
    try {
      return localStorage.getItem(KEY);
    } catch (ignored) {
      return null;
    }
  }
  var params = new URLSearchParams(window.location.search);
  var asked = params.get(PARAM);
  if (SPOKEN.indexOf(asked) !== -1) {
    keep(asked);
  } else {
    var choice = kept();
    if (SPOKEN.indexOf(choice) !== -1 && choice !== document.documentElement.lang) {
      params.set(PARAM, choice);
      window.location.replace(window.location.pathname + '?' + params.toString() + window.location.hash);
      return;
    }
  }
  var control = document.querySelector('[data-language-control]');
  if (control) {
    control.addEventListener('click', function () {
      keep(control.getAttribute('data-language-control'));
    });
  }
})();
`;

/** The states whose application's root leaves for the dashboard (docs/routing.md#where-each-state-leads). */
const FINISHED_STATES: { funded: ServerState; canceled: ServerState } = {
  funded: 'COMPLETE',
  canceled: 'CANCELLED',
};

/** /dashboard and /dashboard/settings: the person's applications or profile, or a sign-in offer. */
export const DASHBOARD_SCRIPT =
  String.raw`'use strict';
(function () {
  var applications = document.getElementById('applications');
  var profile = document.getElementById('profile');
  var container = applications || profile;
  var token = localStorage.getItem('jwt');
  // Its words come with the page, in its language, and so does the locale its dates and money are
  // written in (pages/router.ts; docs/sandbox.md#the-lenders-language).
  function said(name, english) {
    return (container && container.getAttribute('data-' + name)) || english;
  }
  var LOCALE = said('locale', 'en-US');
  // A message's placeholders ({number}) filled in with values, as text.
  function filled(text, values) {
    return text.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }
  // What the app keeps that must not outlive a logout (src/lib/browserStorage.ts).
  var LOGOUT_ITEMS = ` +
  JSON.stringify(
    STORED_ITEMS.filter((item) => !item.keptAfterLogout).map((item) => [item.area, item.key]),
  ) +
  String.raw`;
  // The server states of a funded and of a canceled application (docs/sandbox.md#a-funded-line).
  var FINISHED = ` +
  JSON.stringify(FINISHED_STATES) +
  String.raw`;
  // The person's applications, which the dashboard lists (docs/sandbox.md#a-funded-line).
  var APPLICATIONS_PATH = ` +
  JSON.stringify(`${HELOC_PATH}/all`) +
  String.raw`;

  function logOut() {
    LOGOUT_ITEMS.forEach(function (item) {
      (item[0] === 'local' ? localStorage : sessionStorage).removeItem(item[1]);
    });
  }

  function el(tag, text, attrs) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    return node;
  }

  function show(container, nodes) {
    container.replaceChildren.apply(container, nodes);
    container.setAttribute('aria-busy', 'false');
  }

  function offerSignIn(container, message) {
    var back = window.location.pathname;
    var p = el('p', message + ' ');
    p.appendChild(el('a', said('sign-in', 'Sign in'), { href: '/auth/login?redirectUrl=' + encodeURIComponent(back) }));
    show(container, [p]);
  }

  async function get(path) {
    var response = await fetch(path, {
      headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' },
    });
    var fresh = response.headers.get('Authorization');
    // The answer speaks of the token this page sent: when another tab has since signed someone in,
    // their token is left alone (docs/sandbox.md#sessions).
    var stillOurs = localStorage.getItem('jwt') === token;
    if (response.ok && stillOurs && fresh && fresh.indexOf('Bearer ') === 0) localStorage.setItem('jwt', fresh.slice(7));
    if (response.status === 401 || response.status === 403) {
      if (stillOurs) localStorage.removeItem('jwt');
      var expired = new Error('signed out');
      expired.signedOut = true;
      throw expired;
    }
    if (!response.ok) throw new Error('Request failed with status ' + response.status);
    return response.json();
  }

  function words(state) {
    if (!state) return said('in-progress', 'In progress');
    var text = String(state).toLowerCase().replace(/_/g, ' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  // A line the borrower canceled within their right to cancel says so (docs/journey.md#the-right-to-cancel);
  // a funded one that it is open, a canceled one that it was canceled (docs/sandbox.md#a-funded-line).
  function stateWords(app) {
    if (app.rescission && app.rescission.cancelledAt) {
      return said('rescinded', 'Canceled: you used your right to cancel this line of credit');
    }
    if (app.state === FINISHED.funded) return said('open', 'Your line of credit is open');
    if (app.state === FINISHED.canceled) return said('canceled', 'Canceled: this application was canceled');
    return words(app.state);
  }

  var WHOLE_DOLLARS = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  var CENTS = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

  // "December 7, 2026" ("7 de diciembre de 2026"), in the home's time zone when the lender recorded one.
  function dayOf(instant, timeZone) {
    var options = { year: 'numeric', month: 'long', day: 'numeric' };
    if (timeZone) options.timeZone = timeZone;
    try {
      return new Intl.DateTimeFormat(LOCALE, options).format(new Date(instant));
    } catch (error) {
      delete options.timeZone;
      return new Intl.DateTimeFormat(LOCALE, options).format(new Date(instant));
    }
  }

  function facts(rows) {
    var dl = el('dl', '', { class: 'line-facts' });
    rows.forEach(function (row) {
      if (!row[1]) return;
      dl.appendChild(el('dt', row[0]));
      dl.appendChild(el('dd', row[1]));
    });
    return dl;
  }

  // The funded line, from the lender's funding record (docs/journey.md#a-funded-line).
  function fundedFacts(app) {
    var funding = app.funding || null;
    var last4 = (funding && funding.accountLast4) || (app.disburseAccount && app.disburseAccount.mask) || '';
    var paidTo = funding
      ? last4
        ? said('paid-to-account', '{amount} to the account ending {last4}')
        : said('paid-to-bank', '{amount} to your bank account')
      : last4
        ? said('account-ending', 'The account ending {last4}')
        : said('bank-account', 'Your bank account');
    var zone = app.rescission && app.rescission.timeZone;
    return facts([
      [said('line-amount', 'Line amount'), app.amount > 0 ? WHOLE_DOLLARS.format(app.amount) : ''],
      [said('funded-on', 'Funded on'), funding ? dayOf(funding.fundedAt, zone) : ''],
      [said('paid-to', 'Paid to'), filled(paidTo, { amount: funding ? CENTS.format(funding.amount) : '', last4: last4 })],
    ]);
  }

  // How to reach support: the organization's phone and e-mail, given by the page, as links where
  // the message's {phone} and {email} stand.
  function supportLine() {
    var data = applications.dataset;
    var links = { phone: el('a', data.supportPhoneText, { href: 'tel:+1' + data.supportPhone }) };
    if (data.supportEmail) links.email = el('a', data.supportEmail, { href: 'mailto:' + data.supportEmail });
    var text = links.email
      ? said('support-call-or-email', 'Questions about your line? Call {phone} or e-mail {email}.')
      : said('support-call', 'Questions about your line? Call {phone}.');
    var p = el('p', '', { class: 'support' });
    text.split(/(\{\w+\})/).forEach(function (part) {
      var name = /^\{(\w+)\}$/.exec(part);
      var link = name && Object.prototype.hasOwnProperty.call(links, name[1]) ? links[name[1]] : null;
      if (link) p.appendChild(link);
      else if (part) p.appendChild(document.createTextNode(part));
    });
    return p;
  }

  function failed(container, error) {
    if (error && error.signedOut) offerSignIn(container, said('session-ended', 'Your session has ended.'));
    else show(container, [el('p', said('load-failed', 'We could not load this. Please reload the page to try again.'), { role: 'alert' })]);
  }

  async function listApplications() {
    try {
      var list = await get(APPLICATIONS_PATH);
      if (!list.length) {
        var p = el('p', said('no-applications', 'You have no home equity line applications yet.') + ' ');
        p.appendChild(el('a', said('start-application', 'Start an application'), { href: '/account/heloc/register' }));
        show(applications, [p]);
        return;
      }
      var ul = el('ul', '', { class: 'applications' });
      list.forEach(function (app) {
        var li = el('li');
        var title = filled(said('application', 'Application {number}'), { number: app.loanNumber });
        // A funded or canceled application's root leaves for this page (docs/routing.md): it is
        // named, not linked, so nothing here leads back to where it started.
        var finished = app.state === FINISHED.funded || app.state === FINISHED.canceled;
        li.appendChild(finished ? el('h3', title) : el('a', title, { href: '/account/heloc/' + app.uuid }));
        var address = app.property && app.property.address;
        var where = address ? address.street1 + ', ' + address.city + ', ' + address.state : '';
        li.appendChild(el('span', [where, stateWords(app)].filter(Boolean).join(' · '), { class: 'muted' }));
        if (app.state === FINISHED.funded) li.appendChild(fundedFacts(app));
        // Copies of what the borrower accepted and signed (docs/journey.md#copies-of-what-was-signed).
        li.appendChild(
          el('a', filled(said('documents', 'Your documents for application {number}'), { number: app.loanNumber }), {
            href: '/account/heloc/' + app.uuid + '/document/copies',
          }),
        );
        if (finished) li.appendChild(supportLine());
        ul.appendChild(li);
      });
      show(applications, [ul]);
    } catch (error) {
      failed(applications, error);
    }
  }

  async function showProfile() {
    try {
      var me = await get('/service-profile/api/v1/profile');
      var dl = el('dl');
      var name = me.name ? [me.name.firstName, me.name.middleName, me.name.lastName, me.name.suffix].filter(Boolean).join(' ') : '';
      var phone = me.phoneNumbers && me.phoneNumbers[0] ? me.phoneNumbers[0].number.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3') : said('no-phone', 'None');
      var none = said('not-provided', 'Not provided');
      [[said('name', 'Name'), name || none], [said('email', 'E-mail'), me.email || none], [said('phone', 'Phone'), phone]].forEach(function (row) {
        dl.appendChild(el('dt', row[0]));
        dl.appendChild(el('dd', row[1]));
      });
      show(profile, [dl]);
    } catch (error) {
      failed(profile, error);
    }
  }

  document.querySelectorAll('[data-sign-out]').forEach(function (button) {
    button.hidden = !token;
    button.addEventListener('click', function () {
      logOut();
      window.location.assign('/auth/login');
    });
  });

  if (!container) return;
  if (!token) {
    offerSignIn(container, said('not-signed-in', 'You are not signed in.'));
    return;
  }
  if (applications) listApplications();
  if (profile) showProfile();
})();
`;

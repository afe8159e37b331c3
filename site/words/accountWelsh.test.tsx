// The account pages in Welsh, as a Welsh page shows them: the site's Welsh account words, the forms posting to
// the Welsh addresses, and every error (the form's own, the error summary's heading, a failure of the request).
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { defineSite, wordsFor } from '../../src/app';
import { WordsContext, wordsAccessOf } from '../../src/lib/i18n';
import { parseCatalogue } from '../../src/lib/i18n/parseMessages';
import { PageLanguageContext } from '../../src/lib/render';
import { languageSettings } from '../../src/lib/url/languages';
import {
  accountFormsReducer,
  initialAccountFormsState,
  initialSessionState,
  sessionReducer,
  type AccountFormsState,
} from '../../src/features/user';
import { AccessDeniedPage, ForgotPasswordPage, LoginPage, RegisterPage } from '../../src/features/user/lazy';
import cy from './cy';
import { words } from '.';

const WELSH = wordsAccessOf('cy', parseCatalogue({ account: cy.account }));
const languages = languageSettings('en-GB', ['en-GB', 'cy']);
const Link = ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>;

function renderWelsh(ui: ReactNode, forms: Partial<AccountFormsState> = {}) {
  const store = configureStore({
    reducer: { session: sessionReducer, accountForms: accountFormsReducer },
    preloadedState: {
      session: { ...initialSessionState, csrfToken: 'csrf-1' },
      accountForms: { ...initialAccountFormsState, ...forms },
    },
  });
  return render(
    <WordsContext value={WELSH}>
      <PageLanguageContext value={{ language: 'cy', languages, hostname: 'www.example.test' }}>
        <Provider store={store}>{ui}</Provider>
      </PageLanguageContext>
    </WordsContext>,
  );
}

describe('the account pages in Welsh', () => {
  it('label the registration form in Welsh, and post it to the Welsh address', () => {
    const { container } = renderWelsh(<RegisterPage query={{}} linkComponent={Link} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Creu cyfrif');
    expect(screen.getByLabelText('Enw cyntaf')).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfenw (dewisol)')).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost')).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfrinair')).toHaveAccessibleDescription(/^O leiaf 8 nod; mae 15 neu fwy yn well\./);
    expect(screen.getByRole('button', { name: 'Creu cyfrif' })).toBeInTheDocument();
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/cy/account/register');
  });

  it('refuse an empty or wrong registration with a Welsh error summary and Welsh messages by each field', async () => {
    renderWelsh(<RegisterPage query={{}} linkComponent={Link} />);
    fireEvent.input(screen.getByLabelText('Cyfeiriad e-bost'), { target: { value: 'dim-cyfeiriad' } });
    fireEvent.input(screen.getByLabelText('Cyfrinair'), { target: { value: 'byr' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Creu cyfrif' }));
    });
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent('Mae problem wedi codi');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rhowch eich enw cyntaf', 'Rhowch gyfeiriad e-bost fel enw@enghraifft.com', 'Rhaid i’r cyfrinair fod o leiaf 8 nod']);
    expect(screen.getByLabelText('Enw cyntaf')).toHaveAccessibleDescription(/Rhowch eich enw cyntaf/);
  });

  it('say a request that got no answer in Welsh', () => {
    renderWelsh(<ForgotPasswordPage query={{}} linkComponent={Link} />, {
      passwordResetRequest: { ...initialAccountFormsState.passwordResetRequest, error: 'No response from server', status: null },
    });
    expect(within(screen.getByRole('alert')).getByText('Dim ateb gan y gweinydd')).toBeInTheDocument();
  });

  it('show the sign-in page with its links in Welsh, its form posting to the Welsh address with the target kept', () => {
    const { container } = renderWelsh(<LoginPage query={{ redirect_uri: '/cy/visit' }} linkComponent={Link} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mewngofnodi');
    expect(screen.getByLabelText('Cyfeiriad e-bost neu enw defnyddiwr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wedi anghofio eich cyfrinair?' })).toBeInTheDocument();
    expect(screen.getByText(/Newydd yma\?/)).toHaveTextContent('Newydd yma? Creu cyfrif');
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/cy/account/login?redirect_uri=%2Fcy%2Fvisit');
  });

  it('name the page an account may not see inside the Welsh sentence', () => {
    renderWelsh(<AccessDeniedPage query={{ original_uri: '/cy/aelodau' }} linkComponent={Link} />);
    expect(screen.getByText(/Nid yw eich cyfrif yn cael gweld/)).toContainHTML(
      'Nid yw eich cyfrif yn cael gweld <code>/cy/aelodau</code>.',
    );
  });
});

describe('the Welsh account messages the server sends', () => {
  const site = defineSite({ pages: [], words });

  it('count minutes with the mutation each number brings', async () => {
    const { t } = await wordsFor(site, 'cy');
    expect([1, 2, 3, 10].map((minutes) => t('account.tooManyAttempts', { minutes }))).toEqual([
      'Gormod o ymdrechion. Rhowch gynnig arall arni ymhen 1 munud.',
      'Gormod o ymdrechion. Rhowch gynnig arall arni ymhen 2 funud.',
      'Gormod o ymdrechion. Rhowch gynnig arall arni ymhen 3 munud.',
      'Gormod o ymdrechion. Rhowch gynnig arall arni ymhen 10 munud.',
    ]);
  });
});

import { render, screen } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutedIn } from '../../test/render';
import { Badge, Button, Container, Field, Heading, IconButton, Input, NativeSelect, Skeleton, Spinner } from './kit.plain';

/*
 * The plain kit (docs/ui.md): each component draws the element and the recipe classes of src/styles/recipes.css that
 * Chakra's component of the same name and props would, in the same order, so the public pages keep their markup.
 */

/** The one element `ui` draws. */
function drawn(ui: ReactElement): HTMLElement {
  return render(ui).container.firstElementChild as HTMLElement;
}

describe('Button', () => {
  it.each([
    ['the defaults', <Button />, 'ui-button ui-button--solid ui-button--md'],
    ['a variant and a size', <Button variant="ghost" size="sm" />, 'ui-button ui-button--ghost ui-button--sm'],
    ['a size from md up and a palette', <Button mdSize="lg" palette="sand" />, 'ui-button ui-button--solid ui-button--md md:ui-button--lg palette-sand'],
    ['its own class last', <Button variant="outline" size="lg" palette="brand" className="x" />, 'ui-button ui-button--outline ui-button--lg palette-brand x'],
    [
      'IconButton',
      <IconButton variant="ghost" size="sm" palette="brand" className="x" aria-label="Menu" />,
      'ui-button ui-button--ghost ui-button--sm ui-icon-button palette-brand x',
    ],
  ])('%s', (_, ui, classes) => {
    const button = drawn(ui);
    expect(button.tagName).toBe('BUTTON');
    expect(button.className).toBe(classes);
  });

  it('is type="button" unless told otherwise, and passes the other props to the <button>', () => {
    expect(drawn(<Button />).getAttribute('type')).toBe('button');
    const submit = drawn(
      <Button type="submit" disabled aria-haspopup="dialog" data-loading="">
        Join
      </Button>,
    );
    expect(submit.outerHTML).toBe(
      '<button type="submit" disabled="" aria-haspopup="dialog" data-loading="" class="ui-button ui-button--solid ui-button--md">Join</button>',
    );
  });

  it('asChild puts its classes, then its own, then the link’s, on the link, and draws no button', async () => {
    const { container } = await renderRoutedIn(
      'en',
      <Button asChild variant="ghost" size="sm" className="navbar__link">
        <Link to="/rewards" className="extra">
          Rewards
        </Link>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Rewards' });
    expect(link.className).toBe('ui-button ui-button--ghost ui-button--sm navbar__link extra');
    expect(link.getAttribute('href')).toBe('/rewards');
    expect(link.hasAttribute('type')).toBe(false);
    expect(container.querySelector('button')).toBeNull();
  });

  it('asChild keeps the router’s active class after its own', async () => {
    await renderRoutedIn(
      'en',
      <Button asChild>
        <Link to="/">Back to events</Link>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Back to events' }).className).toBe('ui-button ui-button--solid ui-button--md active');
  });
});

describe('Heading', () => {
  it.each([
    ['an h2 of size xl by default', <Heading />, 'H2', 'ui-heading ui-heading--xl'],
    ['a level and a size', <Heading as="h3" size="lg" />, 'H3', 'ui-heading ui-heading--lg'],
    [
      'sizes from md and lg up, its own class last',
      <Heading as="h1" size="2xl" mdSize="3xl" lgSize="4xl" className="x" />,
      'H1',
      'ui-heading ui-heading--2xl md:ui-heading--3xl lg:ui-heading--4xl x',
    ],
  ])('%s', (_, ui, tag, classes) => {
    const heading = drawn(ui);
    expect(heading.tagName).toBe(tag);
    expect(heading.className).toBe(classes);
  });

  it('passes the other props', () => {
    expect(drawn(<Heading id="about-heading" tabIndex={-1} />).outerHTML).toBe('<h2 id="about-heading" tabindex="-1" class="ui-heading ui-heading--xl"></h2>');
  });
});

describe('Badge', () => {
  it.each([
    ['subtle, size sm by default', <Badge />, 'ui-badge ui-badge--subtle ui-badge--sm'],
    [
      'a variant, a size, a palette, its own class last',
      <Badge variant="solid" size="md" palette="sand" className="x" />,
      'ui-badge ui-badge--solid ui-badge--md palette-sand x',
    ],
  ])('%s', (_, ui, classes) => {
    const badge = drawn(ui);
    expect(badge.tagName).toBe('SPAN');
    expect(badge.className).toBe(classes);
  });

  it('passes the other props', () => {
    expect(drawn(<Badge data-palette="green" dir="auto" />).outerHTML).toBe(
      '<span data-palette="green" dir="auto" class="ui-badge ui-badge--subtle ui-badge--sm"></span>',
    );
  });
});

describe('form controls', () => {
  it.each([
    ['Input: outline, size md by default', <Input />, 'INPUT', 'ui-input ui-input--outline ui-input--md'],
    ['Input: a size, its own class last', <Input size="sm" className="x" />, 'INPUT', 'ui-input ui-input--outline ui-input--sm x'],
  ])('%s', (_, ui, tag, classes) => {
    const element = drawn(ui);
    expect(element.tagName).toBe(tag);
    expect(element.className).toBe(classes);
  });

  it('Input passes the other props', () => {
    const input = drawn(<Input type="search" maxLength={200} />);
    expect(input.getAttribute('type')).toBe('search');
    expect(input.getAttribute('maxlength')).toBe('200');
  });

  it.each([
    ['size md by default', undefined, 'md'],
    ['size sm', 'sm' as const, 'sm'],
  ])('NativeSelect: root, field and indicator, %s', (_, size, expected) => {
    const root = drawn(
      <NativeSelect size={size} rootClassName="r" id="sort" className="f" defaultValue="b" indicator={<i />}>
        <option value="a">A</option>
        <option value="b">B</option>
      </NativeSelect>,
    );
    expect(root.className).toBe(`ui-select__root ui-select__root--${expected} r`);
    const [select, indicator] = [...root.children] as HTMLElement[];
    expect(select!.tagName).toBe('SELECT');
    expect(select!.className).toBe(`ui-select__field ui-select__field--outline ui-select__field--${expected} f`);
    expect(select!.id).toBe('sort');
    expect((select as HTMLSelectElement).value).toBe('b');
    expect(indicator!.className).toBe(`ui-select__indicator ui-select__indicator--${expected}`);
    expect(indicator!.innerHTML).toBe('<i></i>');
  });

  it('Field: a group named by its id, its label pointing at the control it draws', () => {
    const root = drawn(
      <Field label="Date" className="c" labelClassName="l">
        {(id) => <Input id={id} />}
      </Field>,
    );
    expect(root.getAttribute('role')).toBe('group');
    expect(root.className).toBe('ui-field__root c');
    const label = root.querySelector('label')!;
    expect(label.className).toBe('ui-field__label l');
    const input = screen.getByLabelText('Date');
    expect(root.id).toBe(`field::${input.id}`);
    expect(label.id).toBe(`field::${input.id}::label`);
  });
});

describe('Spinner, Container, Skeleton', () => {
  it.each([
    ['Spinner: size md by default', <Spinner />, 'SPAN', 'ui-spinner ui-spinner--md'],
    ['Spinner: a size, its own class last', <Spinner size="lg" className="x" />, 'SPAN', 'ui-spinner ui-spinner--lg x'],
    ['Spinner: the size a loading button’s stylesheet gives', <Spinner size="inherit" />, 'SPAN', 'ui-spinner'],
    ['Container', <Container className="x" />, 'DIV', 'ui-container x'],
    ['Skeleton', <Skeleton className="x" />, 'DIV', 'ui-skeleton ui-skeleton--pulse ui-skeleton--loading x'],
  ])('%s', (_, ui, tag, classes) => {
    const element = drawn(ui);
    expect(element.tagName).toBe(tag);
    expect(element.className).toBe(classes);
  });

  it('pass the other props', () => {
    expect(drawn(<Spinner size="sm" aria-hidden="true" />).getAttribute('aria-hidden')).toBe('true');
    expect(drawn(<Container role="status" data-testid="event-skeleton" />).outerHTML).toBe(
      '<div role="status" data-testid="event-skeleton" class="ui-container"></div>',
    );
    expect(drawn(<Skeleton data-line="date" />).outerHTML).toBe('<div data-line="date" class="ui-skeleton ui-skeleton--pulse ui-skeleton--loading"></div>');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

/** The field's markup, parsed enough to follow its wiring: label → control → hint/error. */
function render(props: { hint?: string; error?: string }) {
  const html = renderToStaticMarkup(
    <Field label="E-mail" {...props}>
      {(control) => <input {...control} />}
    </Field>,
  );
  const attr = (tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { html, attr };
}

describe('Field', () => {
  it('ties the label to the control', () => {
    const { attr } = render({});
    expect(attr('label', 'for')).toBe(attr('input', 'id'));
    expect(attr('input', 'aria-invalid')).toBeUndefined();
    expect(attr('input', 'aria-describedby')).toBeUndefined();
  });

  it('shows the hint and points the control at it', () => {
    const { html, attr } = render({ hint: 'Usaremos para o recibo.' });
    const hintId = attr('input', 'aria-describedby');
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toContain('Usaremos para o recibo.');
  });

  it('an error takes the hint’s place, marks the control invalid and is what it is described by', () => {
    const { html, attr } = render({ hint: 'Usaremos para o recibo.', error: 'Informe um e-mail válido' });
    expect(html).not.toContain('Usaremos para o recibo.');
    expect(attr('input', 'aria-invalid')).toBe('true');
    const describedBy = attr('input', 'aria-describedby');
    expect(describedBy).toMatch(/-error$/);
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Informe um e-mail válido</p>`));
  });

  it('gives an element child the same wiring (no render function needed)', () => {
    const html = renderToStaticMarkup(
      <Field label="Cidade" error="Informe a cidade.">
        <input />
      </Field>,
    );
    const id = /<label[^>]*\sfor="([^"]*)"/.exec(html)?.[1];
    expect(html).toContain(`<input id="${id}" aria-invalid="true" aria-describedby="${id}-error"/>`);
  });

  it('puts a checkbox before its label and can announce its error', () => {
    const html = renderToStaticMarkup(
      <Field label="Aceito os termos" layout="inline" error="Aceite os termos." announce>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    expect(html.indexOf('<input')).toBeLessThan(html.indexOf('<label'));
    expect(html).toMatch(/<p id="[^"]*-error" role="alert"/);
  });
});

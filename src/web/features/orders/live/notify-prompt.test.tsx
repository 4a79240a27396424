// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { button, click, mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { NOTIFY_ASKED_KEY } from './live-desk';
import { NotifyPrompt, shouldAskNotify } from './notify-prompt';

/** Issue 39, decision 099: the browser notification is asked for once, politely, after a click. */
let view: ReturnType<typeof mount> | undefined;
const real = globalThis.Notification;

function fakeNotice(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  (globalThis as { Notification?: unknown }).Notification = { permission, requestPermission };
  return requestPermission;
}

beforeAll(() => {
  initI18n('pt-BR');
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  localStorage.clear();
  (globalThis as { Notification?: unknown }).Notification = real;
});

const prompt = () => document.querySelector('[data-testid="notify-prompt"]');

describe('shouldAskNotify', () => {
  it.each([
    ['the browser has not been answered', 'default', false, true],
    ['staff answered or put it off here', 'default', true, false],
    ['notifications allowed already', 'granted', false, false],
    ['notifications blocked', 'denied', false, false],
  ] as const)('%s', (_, permission, asked, expected) => {
    expect(shouldAskNotify({ permission, requestPermission: async () => permission }, asked)).toBe(expected);
  });

  it('a browser without notifications is never asked', () => {
    expect(shouldAskNotify(undefined, false)).toBe(false);
  });
});

describe('the notification banner', () => {
  it('never asks the browser on load; asks after "Ativar avisos", then is gone for good', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const request = fakeNotice('default');
    view = mount(<NotifyPrompt />);
    expect(prompt()?.textContent).toContain('Quer um aviso do navegador');
    expect(request).not.toHaveBeenCalled();
    await click(button('Ativar avisos'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(NOTIFY_ASKED_KEY)).toBe('yes');
    view.unmount();
    view = mount(<NotifyPrompt />);
    expect(prompt()).toBeNull();
  });

  it('"Agora não" is remembered without asking the browser', async () => {
    const request = fakeNotice('default');
    view = mount(<NotifyPrompt />);
    await click(button('Agora não'));
    expect(request).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    view.unmount();
    view = mount(<NotifyPrompt />);
    expect(prompt()).toBeNull();
  });

  it('a blocked answer is remembered too, and an answered browser is not asked', async () => {
    const request = fakeNotice('default', 'denied');
    view = mount(<NotifyPrompt />);
    await click(button('Ativar avisos'));
    expect(localStorage.getItem(NOTIFY_ASKED_KEY)).toBe('yes');
    view.unmount();
    localStorage.clear();
    fakeNotice('granted');
    view = mount(<NotifyPrompt />);
    expect(prompt()).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeNotice('default');
    view = mount(<NotifyPrompt />);
    expect(button('Turn on notices')).toBeTruthy();
    expect(button('Not now')).toBeTruthy();
    await act(() => i18n.changeLanguage('pt-BR'));
  });
});

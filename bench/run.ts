// `npm run bench`: measures the budgets of DECISIONS.md §7. A script, never a test.
import { benchAvatar } from './avatar.ts';
import { benchChat } from './chat.ts';
import { benchLanding } from './landing.ts';
import { benchSafety } from './safety.ts';
import { benchStt } from './stt.ts';
import { benchVoice } from './voice.ts';

const only = process.argv[2];
if (!only || only === 'safety') await benchSafety();
if (!only || only === 'chat') await benchChat();
if (!only || only === 'voice') await benchVoice();
if (!only || only === 'stt') await benchStt();
if (!only || only === 'landing') await benchLanding();
if (!only || only === 'avatar') await benchAvatar();

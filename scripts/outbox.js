#!/usr/bin/env node
// `npm run outbox`: the newest emails the site wrote to its development outbox (no SMTP_URL), with their links, so
// a developer can follow a confirmation or reset link without a mail client. The server logs only the file: a link
// in an email is a credential.
const fs = require('node:fs');
const path = require('node:path');
const { simpleParser } = require('mailparser');

const root = path.join(__dirname, '..');

function outboxDir(env) {
  if (env.MAIL_OUTBOX_DIR && env.MAIL_OUTBOX_DIR.trim()) return path.resolve(root, env.MAIL_OUTBOX_DIR.trim());
  const dataDir = env.DATA_DIR && env.DATA_DIR.trim() ? path.resolve(root, env.DATA_DIR.trim()) : path.join(root, '.data');
  return path.join(dataDir, 'outbox');
}

/** The newest `count` emails, newest first: recipient, subject, time and the links in their text. */
async function newestEmails(dir, count) {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, count);
  return Promise.all(
    files.map(async (name) => {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const links = [...new Set((mail.text ?? '').match(/https?:\/\/\S+/g) ?? [])];
      return { file: name, to: mail.to?.text ?? '', subject: mail.subject ?? '', date: mail.date?.toISOString() ?? '', links };
    }),
  );
}

module.exports = { newestEmails, outboxDir };

if (require.main === module) {
  const count = Math.max(1, Math.min(50, Number(process.argv[2]) || 1));
  const dir = outboxDir(process.env);
  newestEmails(dir, count)
    .then((emails) => {
      if (emails.length === 0) {
        process.stdout.write(`No email in ${dir} yet.\n`);
        return;
      }
      for (const email of emails) {
        process.stdout.write(`${email.date}  to ${email.to}  "${email.subject}"\n${email.links.map((link) => `  ${link}\n`).join('')}`);
      }
    })
    .catch((error) => {
      process.stderr.write(`Could not read the outbox ${dir}: ${error.message}\n`);
      process.exit(1);
    });
}

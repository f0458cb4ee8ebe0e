// A loopback SMTP server for tests: accepts any sender without auth or TLS and parses each mail into `received`.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function capturingSmtp(received: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          received.push(m);
          done();
        })
        .catch(done);
    },
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../testing/ops-command';
import { withPageData, withPageHead } from './page-head';

describe('page head', () => {
  it('replaces the title and description of the web app’s own index.html, escaped', () => {
    const shell = readFileSync(path.join(REPO_ROOT, 'web/index.html'), 'utf8');
    const html = withPageHead(shell, { title: 'Marke "Ente" & <Reis>', description: 'Öko & <gut>' });
    expect(html).toContain('<title>Marke &quot;Ente&quot; &amp; &lt;Reis&gt;</title>');
    expect(html).toContain('<meta name="description" content="Öko &amp; &lt;gut&gt;" />');
    expect(html).not.toContain('Hunde- und Katzenfutter vergleichen</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts the alert bar into the head as escaped JSON data, never as script', () => {
    const shell = readFileSync(path.join(REPO_ROOT, 'web/index.html'), 'utf8');
    const html = withPageData(shell, PAGE_DATA.alertBar, {
      text: '"</script><script>alert(1)</script>',
      color: '55AD59',
    });
    const content = /<meta name="futterkompass-alert-bar" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';
    expect(content).not.toContain('<');
    const decoded = content
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toEqual({ text: '"</script><script>alert(1)</script>', color: '55AD59' });
    expect(html.indexOf('futterkompass-alert-bar')).toBeLessThan(html.indexOf('</head>'));
  });
});

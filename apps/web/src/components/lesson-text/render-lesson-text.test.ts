// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { questionPlainText, renderLessonText, renderQuestionText } from './render-lesson-text';

/** The rendered HTML as a DOM fragment, to ask what survived. */
function render(source: string, title = 'Lesson title') {
  const html = renderLessonText(source, title);
  const root = document.createElement('div');
  root.innerHTML = html;
  return { html, root };
}

const link = (source: string) => {
  const a = render(source).root.querySelector('a');
  if (!a) throw new Error(`no link rendered from ${source}`);
  return a;
};

const image = (source: string) => {
  const img = render(source).root.querySelector('img');
  if (!img) throw new Error(`no image rendered from ${source}`);
  return img;
};

describe('renderLessonText: markdown', () => {
  it('renders ordinary markdown', () => {
    const { root } = render('Some **bold** and *em* text.\n\n- one\n- two\n\n`code`');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('em')?.textContent).toBe('em');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('code')?.textContent).toBe('code');
  });

  it('renders GFM tables', () => {
    const { root } = render('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(root.querySelector('table td')?.textContent).toBe('1');
  });
});

describe('renderLessonText: headings', () => {
  it('shifts headings two levels down, below the course (h1) and lesson (h2) titles', () => {
    const { root } = render('# One\n\n## Two\n\n### Three\n\n#### Four');
    expect([...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H3:One',
      'H4:Two',
      'H5:Three',
      'H6:Four',
    ]);
  });

  it('never goes past h6', () => {
    const { root } = render('##### Five\n\n###### Six');
    expect([...root.querySelectorAll('h6')].map((h) => h.textContent)).toEqual(['Five', 'Six']);
    expect(root.querySelector('h7, h8')).toBeNull();
  });

  it('keeps inline markdown inside a heading', () => {
    expect(render('# A **bold** heading').root.querySelector('h3 strong')?.textContent).toBe('bold');
  });

  it('drops a leading heading that repeats the lesson title', () => {
    const { root } = render('# Lesson title\n\nThe text.');
    expect(root.querySelector('h3')).toBeNull();
    expect(root.textContent).not.toContain('Lesson title');
    expect(root.querySelector('p')?.textContent).toBe('The text.');
  });

  it('compares the title without case or surrounding blanks, and allows closing hashes', () => {
    expect(render('\n  # lesson TITLE  \nThe text.', ' Lesson Title ').root.querySelector('h3')).toBeNull();
    expect(render('# Lesson title ##\n\nThe text.').root.querySelector('h3')).toBeNull();
    expect(render('# Lesson title').html.trim()).toBe('');
  });

  it('keeps a leading heading that says something else', () => {
    expect(render('# Introduction\n\nThe text.').root.querySelector('h3')?.textContent).toBe('Introduction');
  });

  it('keeps the title when it is not the first thing, or not a top-level heading', () => {
    expect(render('The text.\n\n# Lesson title').root.querySelector('h3')?.textContent).toBe('Lesson title');
    expect(render('## Lesson title\n\nThe text.').root.querySelector('h4')?.textContent).toBe('Lesson title');
  });
});

describe('renderLessonText: nothing executable', () => {
  it('removes scripts, with their content', () => {
    const { html, root } = render('Before\n\n<script>alert("x")</script>\n\nAfter <script>alert(1)</script>');
    expect(root.querySelector('script')).toBeNull();
    expect(html).not.toContain('alert');
    expect(root.textContent).toContain('Before');
    expect(root.textContent).toContain('After');
  });

  it('removes event-handler attributes', () => {
    const { html, root } = render(
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)">\n\n<a href="/x" onclick="alert(2)">x</a> <p onmouseover="alert(3)">p</p>',
    );
    expect(html).not.toMatch(/\bon[a-z]+=/i);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/x');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:x',
  ])('drops a %s link address, keeping its text', (href) => {
    for (const source of [`[click](${href.trim()})`, `<a href="${href}">click</a>`]) {
      const a = link(source);
      expect(a.hasAttribute('href')).toBe(false);
      expect(a.textContent).toBe('click');
    }
  });

  it('only keeps http(s), mailto and scheme-less addresses on links', () => {
    expect(link('<a href="tel:+123">call</a>').hasAttribute('href')).toBe(false);
    expect(link('<a href="ftp://files.example.com/a">ftp</a>').hasAttribute('href')).toBe(false);
    expect(link('[mail](mailto:someone@example.com)').getAttribute('href')).toBe('mailto:someone@example.com');
    expect(link('[docs](https://example.com/docs)').getAttribute('href')).toBe('https://example.com/docs');
    expect(link('[next](../next-lesson)').getAttribute('href')).toBe('../next-lesson');
  });

  it('removes embedded content, forms and styles', () => {
    const { html, root } = render(
      [
        '<iframe src="https://evil.example.com"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<form action="https://evil.example.com"><input name="password"><button formaction="/x">Go</button><textarea></textarea><select></select></form>',
        '<style>body { display: none }</style>',
        '<link rel="stylesheet" href="https://evil.example.com/a.css"><meta http-equiv="refresh" content="0"><base href="https://evil.example.com/">',
        '<p style="position: fixed" data-x="1">styled</p>',
      ].join('\n\n'),
    );
    for (const tag of ['iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base']) {
      expect(root.querySelector(tag), tag).toBeNull();
    }
    expect(html).not.toContain('display: none');
    const p = [...root.querySelectorAll('p')].find((el) => el.textContent === 'styled');
    expect(p).toBeDefined();
    expect(p!.hasAttribute('style')).toBe(false);
    expect(p!.hasAttribute('data-x')).toBe(false);
  });
});

describe('renderLessonText: links', () => {
  it.each(['https://example.com/page', 'http://example.com/page', '//example.com/page'])(
    'opens %s in a new tab without opener or referrer',
    (href) => {
      const a = link(`<a href="${href}">out</a>`);
      expect(a.getAttribute('href')).toBe(href);
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it('treats a markdown autolink as external too', () => {
    expect(link('See https://example.com/page.').getAttribute('target')).toBe('_blank');
  });

  it.each(['/courses/abc', '#part-2', 'next-lesson', '?lesson=abc', 'mailto:someone@example.com', `${window.location.origin}/courses/abc`])(
    'leaves %s in the same tab',
    (href) => {
      const a = link(`<a href="${href}">in</a>`);
      expect(a.getAttribute('href')).toBe(href);
      expect(a.hasAttribute('target')).toBe(false);
      expect(a.hasAttribute('rel')).toBe(false);
    },
  );

  it('does not take a host that merely starts like this origin for this origin', () => {
    for (const href of [`${window.location.origin}.evil.example.com/`, `${window.location.origin}@evil.example.com/`]) {
      const a = link(`<a href="${href}">out</a>`);
      expect(a.getAttribute('target'), href).toBe('_blank');
      expect(a.getAttribute('rel'), href).toBe('noopener noreferrer');
    }
  });
});

describe('renderLessonText: images', () => {
  it.each(['https://cdn.example.com/a.png', '/api/files/a.png'])('keeps an %s source', (src) => {
    expect(image(`![a diagram](${src})`).getAttribute('src')).toBe(src);
  });

  it.each([
    'http://cdn.example.com/a.png',
    '//cdn.example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'images/a.png',
    'javascript:alert(1)',
  ])('drops a %s source', (src) => {
    expect(image(`<img src="${src}" alt="a">`).hasAttribute('src')).toBe(false);
  });

  it('loads images lazily and always gives them an alt', () => {
    const img = image('<img src="https://cdn.example.com/a.png">');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(image('![a diagram](https://cdn.example.com/a.png)').getAttribute('alt')).toBe('a diagram');
  });

  it('drops srcset, which could load another address', () => {
    expect(image('<img src="/a.png" srcset="http://evil.example.com/a.png 2x">').hasAttribute('srcset')).toBe(false);
  });
});

describe('renderQuestionText', () => {
  const question = (source: string) => {
    const root = document.createElement('div');
    root.innerHTML = renderQuestionText(source);
    return root;
  };

  it('renders code spans, emphasis and line breaks, inline when the question is one paragraph', () => {
    const html = renderQuestionText('What is the value of `typeof null`?\nPick **one**.');
    expect(html).not.toContain('`');
    expect(html).not.toMatch(/<p>/);
    const root = question('What is the value of `typeof null`?\nPick **one**.');
    expect(root.querySelector('code')?.textContent).toBe('typeof null');
    expect(root.querySelector('strong')?.textContent).toBe('one');
    expect(root.querySelector('br')).not.toBeNull();
  });

  it('keeps blocks for a question with paragraphs or code', () => {
    const root = question('What does this print?\n\n```js\nconsole.log(1 + 1);\n```');
    expect(root.querySelector('p')?.textContent).toBe('What does this print?');
    expect(root.querySelector('pre code')?.textContent).toContain('console.log(1 + 1);');
  });

  it('sanitizes as lesson text does', () => {
    const root = question('Hi <img src=x onerror="alert(1)"> <script>alert(1)</script> [x](javascript:alert(1))');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('gives the plain text a reader sees, for places without markup', () => {
    expect(questionPlainText('What does `await` do inside an **async** function?')).toBe('What does await do inside an async function?');
  });
});

import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { BackIcon } from './icons';
import { ThemeToggle } from './ThemeToggle';

export interface PageProps {
  /** The page's heading, also the document title. */
  title: string;
  /** Where back goes: a hash href ("#/"); none on the home page. */
  back?: string;
  children?: ComponentChildren;
}

/** A screen: a top bar with back, the title and the theme toggle, then the content. */
export function Page({ title, back, children }: PageProps) {
  useEffect(() => {
    document.title = title === 'sandtable' ? title : `${title} - sandtable`;
  }, [title]);
  return (
    <>
      <header class="top-bar">
        {back && (
          <a class="icon-button" href={back} aria-label="Back">
            <BackIcon />
          </a>
        )}
        <h1>{title}</h1>
        <ThemeToggle />
      </header>
      <main class="page">{children}</main>
    </>
  );
}

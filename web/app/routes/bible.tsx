import { Route, Switch } from '@/lib/router.tsx';
import { BibleChapter } from './bible-chapter.tsx';
import { BibleIndex } from './bible-index.tsx';
import { BibleSearch } from './bible-search.tsx';
import { Component as NotFound } from './not-found.tsx';

/** The Bible's screens (decision 130): the picker, the search and a chapter. */
export function Component() {
  return (
    <Switch>
      <Route path="/bible">
        <BibleIndex />
      </Route>
      <Route path="/bible/search">
        <BibleSearch />
      </Route>
      <Route path="/bible/:book/:chapter">
        <BibleChapter />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

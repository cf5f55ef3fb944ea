import type { FunctionComponent } from 'preact';
import { NavBar } from './components/NavBar';
import { CalculatorPage } from './pages/CalculatorPage';
import { ChargePage } from './pages/ChargePage';
import { DicePage } from './pages/DicePage';
import { GamePage } from './pages/GamePage';
import { GamesPage } from './pages/GamesPage';
import { HomePage } from './pages/HomePage';
import { HunPage } from './pages/HunPage';
import { JoinPage } from './pages/JoinPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PatrolPage } from './pages/PatrolPage';
import { RulesPage } from './pages/RulesPage';
import { TablePage } from './pages/TablePage';
import { type RouteName, type RouteProps, useRoute } from './router';

/** Each route's page (the patterns are in router.ts). */
const pages: Record<RouteName | 'not-found', FunctionComponent<RouteProps>> = {
  home: HomePage,
  dice: DicePage,
  games: GamesPage,
  rules: RulesPage,
  calc: CalculatorPage,
  game: GamePage,
  table: TablePage,
  join: JoinPage,
  hun: HunPage,
  patrol: PatrolPage,
  charge: ChargePage,
  'not-found': NotFoundPage,
};

/** The app: the page for the address, and the bottom bar. */
export function App() {
  const route = useRoute();
  const Screen = pages[route.name];
  return (
    <div class="shell">
      {/* A key per address: a new page starts with fresh state. */}
      <Screen key={route.path} route={route} />
      <NavBar current={route.name} />
    </div>
  );
}

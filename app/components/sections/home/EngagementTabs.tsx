import type { HomePage } from "../../../content/schema";
import { Card } from "../../ui/Card";
import { SectionHeader } from "../../ui/SectionHeader";
import { Tabs } from "../../ui/Tabs";

/**
 * Home section 5: Engagement Models / Solutions / Advisory & Digital Transformation,
 * four cards each, the first tab selected initially.
 */
export function EngagementTabs({ tabs }: { tabs: HomePage["tabs"] }) {
  return (
    <section aria-labelledby="home-tabs-title" className="section">
      <div className="container-page">
        <SectionHeader id="home-tabs-title" {...tabs.header} />
        <Tabs
          label="Ways to work with us"
          tabs={tabs.items.map((item) => item.label)}
          className="mt-10"
          panelClassName="mt-8"
        >
          {(index) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {tabs.items[index]?.cards.map((card, cardIndex) => (
                <li key={card.title}>
                  <Card icon={card.icon} title={card.title} index={cardIndex}>
                    <p>{card.text}</p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      </div>
    </section>
  );
}

package org.kaylescourseware.site.markdown;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.kaylescourseware.site.course.TableOfContents;

/**
 * The last touches on a rendered body, made on the HTML tree: header cells of Markdown tables get
 * their {@code scope}, the wrappers in which wide tables scroll are focusable, and the table of contents is read from the headings as rendered (so it
 * always matches their ids).
 */
final class PagePostProcessor {

    /** The finished body and its table of contents. */
    record ProcessedBody(String html, TableOfContents toc) {
    }

    private PagePostProcessor() {
    }

    static ProcessedBody process(String html) {
        Document document = Jsoup.parseBodyFragment(html);
        document.outputSettings().prettyPrint(false);
        for (Element th : document.select("thead th:not([scope])")) {
            th.attr("scope", "col");
        }
        for (Element th : document.select("tbody th:not([scope])")) {
            th.attr("scope", "row");
        }
        // A table wider than the window scrolls inside its wrapper; keyboard users reach it with Tab
        // (WCAG 2.1.1; axe-core's scrollable-region-focusable).
        for (Element region : document.select(".table-scroll:not([tabindex])")) {
            region.attr("tabindex", "0");
        }
        return new ProcessedBody(document.body().html(), tableOfContents(document));
    }

    private static TableOfContents tableOfContents(Document document) {
        List<TableOfContents.Entry> entries = new ArrayList<>();
        List<TableOfContents.Entry> children = null;
        String id = null;
        String text = null;
        for (Element heading : document.select("h2[id], h3[id]")) {
            if (heading.tagName().equals("h2")) {
                if (id != null) {
                    entries.add(new TableOfContents.Entry(id, text, children));
                }
                id = heading.id();
                text = heading.text();
                children = new ArrayList<>();
            } else if (children != null) {
                children.add(new TableOfContents.Entry(heading.id(), heading.text(), List.of()));
            }
        }
        if (id != null) {
            entries.add(new TableOfContents.Entry(id, text, children));
        }
        return new TableOfContents(entries);
    }
}

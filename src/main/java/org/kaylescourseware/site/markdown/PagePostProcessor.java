package org.kaylescourseware.site.markdown;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
        nameScrollRegions(document);
        return new ProcessedBody(document.body().html(), tableOfContents(document));
    }

    /**
     * A table wider than the window scrolls inside its wrapper; keyboard users reach it with Tab (WCAG 2.1.1; axe-core's
     * scrollable-region-focusable), and a screen reader names what they reached (WCAG 4.1.2): a region named by the
     * words of the table's caption, its formulas as words too (a name read from MathML is not read by every tool, and
     * "Left's options when" would name the tables of three cases), and by its section as well when an earlier table of
     * the page has the same caption.
     */
    private static void nameScrollRegions(Document document) {
        Set<String> names = new HashSet<>();
        String section = null;
        for (Element element : document.select("h2[id], h3[id], h4[id], .table-scroll:not([tabindex])")) {
            if (!element.hasClass("table-scroll")) {
                section = element.text();
                continue;
            }
            element.attr("tabindex", "0").attr("role", "region");
            Element caption = element.selectFirst("caption");
            if (caption != null && !element.hasAttr("aria-label") && !element.hasAttr("aria-labelledby")) {
                String name = PageContentsReader.withMathAsWords(caption.clone()).text();
                element.attr("aria-label", names.add(name) || section == null ? name : name + " (" + section + ")");
            }
        }
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

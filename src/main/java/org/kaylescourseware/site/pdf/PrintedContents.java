package org.kaylescourseware.site.pdf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.kaylescourseware.site.pages.WholeCoursePage;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * The copy of {@link WholeCoursePage#PAGE} that the PDF is printed from: each entry of its contents
 * ends in the page its target landed on in an earlier printing, after a dotted leader, as a printed
 * book's contents do. A page could say this itself with CSS {@code target-counter()}, which Chromium
 * does not implement; so {@link CoursePdf} prints twice and this copy carries what the first printing
 * measured. The site's {@code course.html} keeps no numbers: a screen has no pages, and a reader who
 * prints it on other paper gets other pages.
 */
final class PrintedContents {

    /** The copy's name, beside course.html so that its style sheets, fonts and in-page links resolve as there; removed after printing. */
    static final String COPY = "course-print.html";
    /** What an entry shows before its page is known: print.css gives the number a fixed width, so the line does not move when it is filled in. */
    private static final String UNKNOWN = "0";

    private final Document page;
    /** Each entry's page number, by the id its link leads to, in the contents' order. */
    private final Map<String, Element> numbers = new LinkedHashMap<>();
    private final Map<String, String> titles = new LinkedHashMap<>();

    private PrintedContents(Document page) {
        this.page = page;
        page.outputSettings().prettyPrint(false);
        for (Element link : page.select(".book-contents a[href^=#]")) {
            String target = link.attr("href").substring(1);
            titles.put(target, link.text());
            Element title = new Element("span").addClass("toc-title");
            title.appendChildren(List.copyOf(link.childNodes()));
            link.addClass("toc-entry").appendChild(title);
            link.appendElement("span").addClass("toc-leader").attr("aria-hidden", "true");
            numbers.put(target, link.appendElement("span").addClass("toc-page").text(UNKNOWN));
        }
    }

    /** The contents of {@code site}'s whole-course page. */
    static PrintedContents read(Path site) {
        Path course = site.resolve(WholeCoursePage.PAGE);
        try {
            return new PrintedContents(Jsoup.parse(Files.readString(course, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot read " + course + ": " + e.getMessage()));
        }
    }

    /** The ids the contents lead to, in order. */
    List<String> targets() {
        return List.copyOf(numbers.keySet());
    }

    /** Writes the copy into {@code site} with each entry's number from {@code pages} (unknown where absent); returns where. */
    Path write(Path site, Map<String, Integer> pages) {
        numbers.forEach((target, number) -> number.text(pages.containsKey(target) ? pages.get(target).toString() : UNKNOWN));
        Path copy = site.resolve(COPY);
        try {
            Files.writeString(copy, page.outerHtml(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot write " + copy + ", the page it is printed from: " + e.getMessage()));
        }
        return copy;
    }

    /**
     * The first entry whose number, as the copy last written shows it, is not the page its target landed on
     * ({@code landed}), in words; empty when every entry shows its page.
     */
    String disagreement(Map<String, Integer> landed) {
        return numbers.entrySet().stream().filter(entry -> !entry.getValue().text().equals(String.valueOf(landed.get(entry.getKey()))))
                .findFirst().map(entry -> "'" + titles.get(entry.getKey()) + "' shows page " + entry.getValue().text()
                        + " but its target is on page " + landed.get(entry.getKey()))
                .orElse("");
    }
}

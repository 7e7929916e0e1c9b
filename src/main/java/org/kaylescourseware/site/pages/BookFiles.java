package org.kaylescourseware.site.pages;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.CourseContents;
import org.kaylescourseware.site.book.Glossary;
import org.kaylescourseware.site.book.PageContents;
import org.kaylescourseware.site.book.PageKnowls;
import org.kaylescourseware.site.book.SearchIndex;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The book's files, written once every page is rendered: the glossary and notation page, the
 * knowls' data and the search index. A page's knowls are a file of their own, {@code js/knowls/} and
 * the page's path ({@code js/knowls/lessons/kayles.js}), with the HTML of the blocks that page opens
 * in place, by id. The data are scripts that set a global ({@code window.kaylesKnowls},
 * {@code window.kaylesSearchData}), not JSON files, because a page opened from {@code file://} may
 * load a script but not fetch a file.
 */
public final class BookFiles {

    static final String GLOSSARY_TEMPLATE = "glossary.ftl";
    static final String KNOWLS = "js/knowls";
    static final String SEARCH = "js/search-data.js";

    /**
     * What {@code glossary.ftl} and the layout display; the first seven components carry the names of
     * the JBake document fields {@code layout.ftl} reads.
     */
    record GlossaryPage(String title, String page_title, String summary, String rootpath, String site_navigation,
            String edition_marker, boolean has_math, Glossary glossary) {
    }

    private BookFiles() {
    }

    /**
     * Writes the glossary and the search index into the baked site {@code site}; returns every block's
     * knowl (its HTML, math typeset) by id, for {@link #writeKnowls} once every page is written.
     */
    public static Map<String, String> write(Path site, BlockIndex blocks, CourseContents contents, CourseOutline outline, String navigation,
            String editionMarker, SiteLayout layout, FormulaTypesetting typesetting) {
        Path glossary = site.resolve(CourseOutline.GLOSSARY_URI);
        if (Files.exists(glossary)) {
            throw new SourceException(new SourceLocation(layout.content().resolve("glossary.md"), 1), "the course publishes"
                    + " its glossary as " + CourseOutline.GLOSSARY_URI + ", where this page would be published; rename it");
        }
        Page page = outline.glossary();
        GlossaryPage model = new GlossaryPage(page.title(), LessonEngine.pageTitle(page.title(), outline), page.summary(),
                page.rootPath(), navigation, editionMarker, true, Glossary.of(blocks, new BookPage(page.source(), page.uri(), page.title(), "")));
        new FramedPage(layout.templates()).write(GLOSSARY_TEMPLATE, model, glossary, "the glossary and notation index");
        Map<String, String> knowls = new TreeMap<>();
        for (PageContents contentsOfPage : contents.pages()) {
            contentsOfPage.blocks().forEach(block -> knowls.put(block.id(), typesetting.typeset(block.knowl(), "the knowl of " + block.id())));
        }
        for (String file : new String[] {KNOWLS, SEARCH}) {
            if (Files.exists(site.resolve(file))) {
                throw new SourceException(new SourceLocation(layout.assets().resolve(file), 1), "the course writes its "
                        + (file.equals(SEARCH) ? "search index" : "knowls' data") + " as " + file
                        + ", where this asset would be published; rename it");
            }
        }
        script(site.resolve(SEARCH), "kaylesSearchData", SearchIndex.of(contents, blocks));
        return knowls;
    }

    /**
     * Writes the knowls of the page {@code page} of {@code site}, whose text is {@code html}, when it links to a block:
     * {@code js/knowls/<page>.js}.
     */
    static void writeKnowls(Path site, Path page, String html, Map<String, String> knowls) {
        Map<String, String> own = PageKnowls.of(html, knowls);
        if (!own.isEmpty()) {
            String name = site.relativize(page).toString().replace('\\', '/').replaceFirst("\\.html$", ".js");
            script(site.resolve(KNOWLS).resolve(name), "kaylesKnowls", own);
        }
    }

    private static void script(Path target, String global, Object data) {
        try {
            String json = new ObjectMapper().writeValueAsString(data);
            Files.createDirectories(target.getParent());
            Files.writeString(target, "window." + global + " = " + json + ";\n", StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + global + " as JSON", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}

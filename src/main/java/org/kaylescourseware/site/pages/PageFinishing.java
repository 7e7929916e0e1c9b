package org.kaylescourseware.site.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.pageload.ParserYields;

/**
 * The last passes over every page of a baked site ({@code *.html}), each page read and written once: its formulas
 * typeset, the file of the knowls it opens written (read from the typeset page), and its parser's yield points
 * added. The formulas are typeset a page after the other, in the order the folder lists them, so that a problem met on
 * several pages is reported the same way at every build; the rest runs side by side (the long pages at once). The
 * typeset and yielding text of each page is kept for the next build of the builder (see {@link LastBuild}): a page baked
 * as it was last time is finished as it was then, without being parsed; and the whole course, which changes with every
 * lesson, is read for its yield points chapter by chapter, each chapter's points kept, so that only the chapter of the
 * lesson edited is parsed again.
 */
public final class PageFinishing {

    private final LastBuild<String, String> typesetPages = new LastBuild<>();
    private final LastBuild<String, String> yieldingPages = new LastBuild<>();
    /** The yield points' places in each chapter of the whole course, read alone: an edit to one lesson reads that chapter again. */
    private final LastBuild<String, List<Integer>> chapterPlaces = new LastBuild<>();

    private record Typeset(Path file, String baked, String typeset) {
    }

    /** Forgets what the last build did not ask, as {@link LastBuild#startBuild()}. */
    public void startBuild() {
        typesetPages.startBuild();
        yieldingPages.startBuild();
        chapterPlaces.startBuild();
    }

    /** Finishes every page under {@code site} in place, with the course's {@code knowls} (HTML by block id). */
    public void finish(Path site, FormulaTypesetting typesetting, Map<String, String> knowls) {
        List<Typeset> pages = new ArrayList<>();
        for (Path file : pages(site)) {
            String baked = read(file);
            pages.add(new Typeset(file, baked, typesetting.typesetPage(baked, site.relativize(file).toString(), typesetPages)));
        }
        pages.parallelStream().forEach(page -> {
            BookFiles.writeKnowls(site, page.file(), page.typeset(), knowls);
            String finished = yieldingPages.apply(page.typeset(), html -> ParserYields.insert(html, WholeCoursePage.CHAPTER, chapterPlaces));
            if (!finished.equals(page.baked())) {
                write(page.file(), finished);
            }
        });
    }

    private static List<Path> pages(Path site) {
        try (Stream<Path> files = Files.walk(site)) {
            return files.filter(f -> f.toString().endsWith(".html")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the pages in " + site, e);
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the baked page " + page, e);
        }
    }

    private static void write(Path page, String html) {
        try {
            Files.writeString(page, html, StandardCharsets.UTF_8);
        } catch (IOException e) { // a full disk, say: its error names no file
            throw new UncheckedIOException("cannot write " + page, e);
        }
    }
}

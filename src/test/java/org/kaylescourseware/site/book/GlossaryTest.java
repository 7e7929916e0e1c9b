package org.kaylescourseware.site.book;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/** The glossary and the search index are built from the blocks' attributes, never typed twice. */
class GlossaryTest {

    static final Path ONE = Path.of("content/lessons/one.md");
    static final Path TWO = Path.of("content/lessons/two.md");

    private static BlockDeclaration declare(String kind, String attributes, Path file, int line) {
        return new BlockDeclaration(kind, attributes, new SourceLocation(file, line), true);
    }

    private static BlockIndex course(SourceProblems problems) {
        BookPage one = new BookPage(ONE, "lessons/one.html", "One", "1");
        BookPage two = new BookPage(TWO, "lessons/two.html", "Two", "2");
        return BlockIndex.of(List.of(
                new PageBlocks(one, List.of(
                        declare("definition", "{#nim-sum term=\"nim-sum\" symbol=\"\\oplus\" notation=\"nim-sum\"}", ONE, 10),
                        declare("theorem", "{#sg title=\"Sprague–Grundy\"}", ONE, 20)), List.of()),
                new PageBlocks(two, List.of(
                        declare("definition", "{#p term=\"$`\\mathcal{P}`$-position|P-position\"}", TWO, 5),
                        declare("definition", "{#mex term=\"mex\" symbol=\"\\operatorname{mex}\" notation=\"minimum excludant\"}",
                                TWO, 9)), List.of())), problems);
    }

    @Test
    void termsSortAsReadUnderTheirInitialsAndSymbolsKeepCourseOrder() {
        SourceProblems problems = new SourceProblems();
        Glossary glossary = Glossary.of(course(problems), new BookPage(Path.of("glossary.html"), "glossary.html", "Glossary", ""));
        assertEquals(List.of(), problems.sorted().stream().map(SourceException::getMessage).toList());
        assertEquals(List.of("M", "N", "P"), glossary.letters().stream().map(Glossary.Letter::initial).toList());
        assertEquals(List.of("$`\\mathcal{P}`$-position", "P-position"), glossary.letters().get(2).terms().stream()
                .map(t -> t.term().segments().stream().map(s -> s.math() ? "$`" + s.text() + "`$" : s.text())
                        .reduce("", String::concat)).toList());
        Glossary.Term mex = glossary.letters().get(0).terms().get(0);
        assertEquals("lessons/two.html#mex", mex.definition().href());
        assertEquals("Definition 2.2", mex.definition().text().plain());
        assertEquals(List.of("\\oplus", "\\operatorname{mex}"), glossary.symbols().stream().map(Glossary.Symbol::tex).toList());
        assertEquals("Definition 1.1", glossary.symbols().get(0).definition().text().plain());
    }

    @Test
    void theSearchIndexOffersEveryBlockAndEveryTerm() {
        List<SearchEntry> entries = SearchIndex.of(new CourseContents(), course(new SourceProblems()));
        assertEquals(List.of("Definition 1.1 | nim-sum", "Term | nim-sum", "Theorem 1.2 | Sprague–Grundy",
                "Definition 2.1 | P-position", "Term | P-position", "Term | P-position", "Definition 2.2 | mex", "Term | mex"),
                entries.stream().map(e -> e.kind() + " | " + e.title()).toList());
        assertEquals("lessons/two.html#p", entries.get(3).href());
        assertEquals("Definition 2.1 · Two", entries.get(4).context());
    }
}

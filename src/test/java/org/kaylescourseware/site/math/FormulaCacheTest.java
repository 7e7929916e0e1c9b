package org.kaylescourseware.site.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.ResultCodec;
import org.kaylescourseware.site.cache.SolverVersion;

class FormulaCacheTest {

    @TempDir
    Path project;

    /** A typesetter that writes down what it is asked, so a test sees which formulas were set again. */
    private static final class Recording implements MathTypesetter {
        final List<Formula> asked = Collections.synchronizedList(new ArrayList<>()); // the cache may ask from its own thread
        final String version;

        Recording(String version) {
            this.version = version;
        }

        @Override
        public TypesetFormula typeset(Formula formula) {
            asked.add(formula);
            if (formula.tex().contains("\\bad")) {
                throw new FormulaException("KaTeX parse error: Undefined control sequence: \\bad");
            }
            return new TypesetFormula("<b>" + formula.tex() + (formula.display() ? " shown" : "") + "</b>", List.of("a warning"));
        }

        @Override
        public String version() {
            return version;
        }
    }

    private CacheFolder folder(String solver) {
        return new CacheFolder(project.resolve(CacheFolder.NAME), new SolverVersion(solver), line -> { });
    }

    @Test
    void aLaterProcessReadsTheFormulasAnEarlierOneTypeset() {
        Recording first = new Recording("KaTeX 1");
        FormulaCache cache = new FormulaCache(first, Optional.of(folder("classes a")));
        Formula multiline = new Formula("\na\n= b\n", true);
        TypesetFormula set = cache.typeset(multiline);
        cache.typeset(multiline);
        cache.typeset(new Formula("\na\n= b\n", false));
        assertEquals(2, first.asked.size(), "once per formula and mode in a process");
        Recording later = new Recording("KaTeX 1");
        FormulaCache again = new FormulaCache(later, Optional.of(folder("classes b, another build of the course's code")));
        assertEquals(set, again.typeset(multiline), "the HTML and the warnings, as typeset");
        assertEquals(List.of(), later.asked, "read from the folder, not typeset");
        assertEquals(0, again.typesetCount());
    }

    @Test
    void anotherVersionOfTheTypesetterSetsTheFormulasAgain() {
        new FormulaCache(new Recording("KaTeX 1"), Optional.of(folder("classes a"))).typeset(new Formula("x", false));
        Recording newer = new Recording("KaTeX 2");
        new FormulaCache(newer, Optional.of(folder("classes a"))).typeset(new Formula("x", false));
        assertEquals(List.of(new Formula("x", false)), newer.asked);
    }

    @Test
    void aFormulaThatCannotBeTypesetIsNotKept() throws Exception {
        Recording typesetter = new Recording("KaTeX 1");
        FormulaCache cache = new FormulaCache(typesetter, Optional.of(folder("classes a")));
        assertThrows(FormulaException.class, () -> cache.typeset(new Formula("\\bad", false)));
        assertThrows(FormulaException.class, () -> cache.typeset(new Formula("\\bad", false)));
        assertEquals(2, typesetter.asked.size());
        Path folder = project.resolve(CacheFolder.NAME);
        if (Files.exists(folder)) {
            try (var files = Files.list(folder)) {
                assertEquals(0, files.count(), "no entry written");
            }
        }
    }

    /**
     * Bug: an entry holding another formula's result, its checksum right (issue 28, item 7), was trusted, and a page
     * showed the wrong formula. KaTeX's result carries its TeX and its mode: an entry whose TeX or mode is not its key's
     * is set again, with one line naming the entry.
     */
    @Test
    void anEntryHoldingAnotherFormulaIsTypesetAgain() {
        List<String> lines = new ArrayList<>();
        KatexTypesetter katex = new KatexTypesetter();
        CacheFolder folder = new CacheFolder(project.resolve(CacheFolder.NAME), new SolverVersion("classes a"), lines::add)
                .trusting(new SolverVersion(katex.version()));
        Formula asked = new Formula("K_5 = 4", false);
        Formula other = new Formula("K_4 = 1", false);
        Formula shown = new Formula("K_5 = 4", true);
        folder.write("formula", FormulaCache.key(asked), ResultCodec.json(katex.typeset(other)));
        folder.write("formula", FormulaCache.key(shown), ResultCodec.json(katex.typeset(asked)));
        FormulaCache cache = new FormulaCache(katex, Optional.of(new CacheFolder(project.resolve(CacheFolder.NAME),
                new SolverVersion("classes a"), lines::add)));
        assertEquals(katex.typeset(asked), cache.typeset(asked));
        assertEquals(katex.typeset(shown), cache.typeset(shown));
        assertEquals(2, cache.typesetCount(), "both set again");
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("its TeX is not the formula's") && lines.get(1).contains("set in the text"), lines.toString());
        FormulaCache later = new FormulaCache(katex, Optional.of(new CacheFolder(project.resolve(CacheFolder.NAME),
                new SolverVersion("classes b"), lines::add)));
        assertEquals(katex.typeset(asked), later.typeset(asked));
        assertEquals(0, later.typesetCount(), "the entry set again is trusted by a later build");
        katex.close();
    }

    /**
     * Formulas typeset ahead on the cache's thread are the ones the pass then finds, each set once in all; one that
     * cannot be typeset is not kept, so the pass meets its problem (and reports it) as it would without the prefetch.
     */
    @Test
    void aFormulaTypesetAheadIsSetOnceAndOneThatFailsFailsAgainForThePass() {
        Recording katex = new Recording("KaTeX 1");
        FormulaCache cache = new FormulaCache(katex, Optional.empty());
        Formula good = new Formula("K_5", false);
        Formula bad = new Formula("x \\bad", false);
        cache.prefetch(List.of(bad, good));
        assertEquals(new TypesetFormula("<b>K_5</b>", List.of("a warning")), cache.typeset(good));
        assertThrows(FormulaException.class, () -> cache.typeset(bad));
        assertEquals(1, katex.asked.stream().filter(good::equals).count(), "set once, ahead or by the pass: " + katex.asked);
    }
}

package org.kaylescourseware.site.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceProblems;

class FormulaTypesettingTest {

    @TempDir
    Path project;

    /** Sets a formula as [mode:TeX], warns about ‖ and refuses \bad: enough to see what the pass does with each. */
    private static final MathTypesetter BRACKETS = new MathTypesetter() {
        @Override
        public TypesetFormula typeset(Formula formula) {
            if (formula.tex().contains("\\bad")) {
                throw new FormulaException("KaTeX parse error: Undefined control sequence: \\bad");
            }
            return new TypesetFormula("<span class=\"katex\">[" + (formula.display() ? "display" : "inline") + ":"
                    + formula.tex().replace("<", "&lt;") + "]</span>", formula.tex().contains("‖") ? List.of("No character metrics for '‖'") : List.of());
        }

        @Override
        public String version() {
            return "brackets";
        }
    };

    private final SourceProblems problems = new SourceProblems();

    private FormulaTypesetting pass() throws Exception {
        Files.createDirectories(project.resolve("content/lessons"));
        Files.createDirectories(project.resolve("templates"));
        Files.writeString(project.resolve("content/lessons/one.md"), "title=One\n~~~~~~\n\nText $`a < b`$.\n\nThen $`x \\bad`$ and $`S \\mathrel{‖} 0`$.\n");
        return new FormulaTypesetting(BRACKETS, new FormulaSources(project.resolve("content"), project.resolve("templates")), problems);
    }

    @Test
    void eachFormulaElementGetsItsTypesetFormulaAndKeepsItsClass() throws Exception {
        String page = "<p>Text <span class=\"math-inline\">a &lt; b</span>.</p>\n<div class=\"math-display\">\nK_5 = 4\n</div>";
        assertEquals("<p>Text <span class=\"math-inline\"><span class=\"katex\">[inline:a &lt; b]</span></span>.</p>\n"
                + "<div class=\"math-display\"><span class=\"katex\">[display:\nK_5 = 4\n]</span></div>", pass().typeset(page, "lessons/one.html"));
        assertEquals(List.of(), problems.sorted());
    }

    @Test
    void aPageWithoutFormulasNeedsNoKatex() {
        assertFalse(FormulaTypesetting.hasMath("<p>Kayles: a row of pins.</p>"));
        assertTrue(FormulaTypesetting.hasMath("<p><span class=\"math-inline\">n</span></p>"));
    }

    @Test
    void anErrorAndAWarningAreProblemsAtTheLessonsLineOnceEach() throws Exception {
        FormulaTypesetting pass = pass();
        String page = "<span class=\"math-inline\">x \\bad</span> <span class=\"math-inline\">S \\mathrel{‖} 0</span>";
        pass.typeset(page, "lessons/one.html");
        pass.typeset(page, "course.html");
        List<String> messages = problems.sorted().stream().map(SourceException::getMessage).toList();
        Path lesson = project.resolve("content/lessons/one.md");
        assertEquals(List.of(lesson + ":6: the formula 'x \\bad' (on lessons/one.html): KaTeX parse error: Undefined control sequence: \\bad",
                lesson + ":6: the formula 'S \\mathrel{‖} 0' (on lessons/one.html): KaTeX warns: No character metrics for '‖'; write the"
                        + " formula so that it is set without a warning (for instance \\Vert or \\parallel for ‖, \\text{…} around words)"),
                messages);
    }

    @Test
    void aComputedFormulaFoundInNoSourceIsPlacedAtItsPagesSource() throws Exception {
        pass().typeset("<span class=\"math-inline\">\\mathcal{G}(12) \\bad</span>", "lessons/one.html");
        assertEquals(new org.kaylescourseware.site.source.SourceLocation(project.resolve("content/lessons/one.md"), 1),
                problems.sorted().get(0).location());
    }

    @Test
    void aFormulaElementHoldingMarkupIsAProblem() throws Exception {
        pass().typeset("<span class=\"math-inline\">a <b>b</b></span>", "lessons/one.html");
        assertTrue(problems.sorted().get(0).getMessage().contains("a formula element holds markup"), problems.sorted().toString());
    }

    /**
     * The pass keeps each page's typeset text for the next build of its builder, but not a page whose formula has a
     * problem: two pages with the same refused formula, reported once; the first is fixed and the second still fails.
     */
    @Test
    void aPageWithAProblemIsNotKeptSoTheNextBuildReportsItAgain() throws Exception {
        LastBuild<String, String> kept = new LastBuild<>();
        String broken = "<p><span class=\"math-inline\">x \\bad</span></p>";
        String fixed = "<p><span class=\"math-inline\">x</span></p>";
        FormulaTypesetting first = pass();
        first.typesetPage(broken, "a.html", kept);
        first.typesetPage(broken, "b.html", kept);
        assertEquals(1, problems.sorted().size(), "one problem, met twice: " + problems.sorted());

        kept.startBuild();
        SourceProblems again = new SourceProblems();
        FormulaTypesetting next = new FormulaTypesetting(BRACKETS, new FormulaSources(project.resolve("content"),
                project.resolve("templates")), again);
        assertEquals("<p><span class=\"math-inline\"><span class=\"katex\">[inline:x]</span></span></p>",
                next.typesetPage(fixed, "a.html", kept));
        next.typesetPage(broken, "b.html", kept);
        assertEquals(1, again.sorted().size(), "b.html is still wrong: " + again.sorted());
        assertTrue(again.sorted().get(0).getMessage().contains("on b.html"), again.sorted().get(0).getMessage());
        assertTrue(kept.find(fixed).isPresent(), "a page without a problem is kept");
        assertFalse(kept.find(broken).isPresent(), "a page with a problem is not");
    }
}

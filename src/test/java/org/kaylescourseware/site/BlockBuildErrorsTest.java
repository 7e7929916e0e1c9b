package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.book.BlockAttributes;
import org.kaylescourseware.site.book.BlockKind;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * A build whose blocks and references are wrong fails with one line per mistake, file:line first,
 * among the build's other problems, and publishes nothing.
 */
class BlockBuildErrorsTest {

    @Test
    void blockMistakesAreReportedWithTheBuildsOtherProblems() throws IOException {
        Path project = CourseBuild.smallCourse("block-errors");
        Path lesson = project.resolve("content/lessons/blocks.md");
        Files.writeString(lesson, String.join("\n",
                "title=Blocks", "type=lesson", "status=published", "order=2", "~~~~~~", "",   // 1-6
                "::: theorem {#sg title=\"Sprague–Grundy\"}",                                    // 7
                "Every position is a nim-heap.", ":::", "",                                      // 8-10
                "::: theorem {#sg}", "Again.", ":::", "",                                        // 11-14
                "::: lemma", "No id.", ":::", "",                                                // 15-18
                "::: theorm {#t}", "Misspelt.", ":::", "",                                       // 19-22
                "By {{ref sg-theorem}}, Kayles has period {{fact period game=kayles expect=13}}.", "", // 23-24
                "::: example {#open}", "Never closed.", ""));                                    // 25
        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), line -> { }).build(project.resolve("site")));
        assertEquals(List.of(
                lesson + ":11: the id 'sg' is taken by Theorem 2.1 at " + lesson + ":7; give each block an id of its own",
                lesson + ":15: this lemma has no id: write ::: lemma {#a-stable-id ...}; the id is its permalink and what"
                        + " {{ref a-stable-id}} names",
                lesson + ":19: unknown block kind 'theorm'; write one of definition, theorem, lemma, corollary, proposition,"
                        + " conjecture, computation, example, remark, figure, erratum, proof, instructor",
                lesson + ":23: {{ref sg-theorem}}: no block has the id 'sg-theorem'; write the #id of a block in any page of"
                        + " the course",
                lesson + ":23: fact period: expect: the text says 13 but the solver computes 12",
                lesson + ":25: the block '::: example' opened here is never closed, so it takes in the rest of the page:"
                        + " add a line ::: after its last line"), failure.problems());
        assertTrue(Files.notExists(project.resolve("site")), "nothing is published");
    }

    @Test
    void texOutsideMathInABlockAttributeIsAnErrorNotBackslashesOnThePage() {
        SourceLocation where = new SourceLocation(Path.of("lesson.md"), 9);
        for (String notation : List.of("the value \\mathcal{G}(n) of a row", "a row D_n of Dawson's Kayles", "x^{2} tokens")) {
            SourceException e = assertThrows(SourceException.class, () -> BlockAttributes.parse(BlockKind.DEFINITION,
                    "{#d term=\"row\" symbol=\"D_n\" notation=\"" + notation + "\"}", where));
            assertTrue(e.getMessage().contains("holds TeX outside math"), e.getMessage());
        }
        BlockAttributes math = BlockAttributes.parse(BlockKind.DEFINITION,
                "{#d term=\"row\" symbol=\"D_n\" notation=\"a row $`D_n`$ of $`n \\ge 0`$ tokens, a snake-case word\"}", where);
        assertEquals("a row $`D_n`$ of $`n \\ge 0`$ tokens, a snake-case word", math.notation());
    }
}

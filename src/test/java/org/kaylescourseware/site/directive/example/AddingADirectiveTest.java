package org.kaylescourseware.site.directive.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.CourseDirectives;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * CONTRIBUTING.md's promise, kept: a new directive is one class and one line in the list of
 * directives (with its partial to display it), and every directive of the course has its partial.
 */
class AddingADirectiveTest {

    private static final Path PARTIALS = Path.of("templates/partials");

    @Test
    void aNewDirectiveIsOneClassAndOneLine(@TempDir Path templates) throws Exception {
        List<Directive> directives = new ArrayList<>(CourseDirectives.directives());
        directives.add(new NimSumDirective()); // the one line
        DirectiveRegistry registry = new DirectiveRegistry(directives, List.of());
        Files.createDirectories(templates.resolve("partials"));
        Files.writeString(templates.resolve("partials/nim-sum.ftl"), """
                <#-- model: NimSum. -->
                <p><#list model.heaps as h>G(${h.size}) = ${h.value}<#sep> ⊕ </#sep></#list>: nim-sum ${model.nimSum}, \
                an ${model.outcome}-position of ${model.game}.</p>
                """);
        SolverSession solver = new SolverSession(DirectiveHarness.CATALOG, line -> { });
        DirectiveRegistry.Artifact artifact = registry.artifact(DirectiveParser.parse("nim-sum game=kayles position=5+4+1",
                new SourceLocation(DirectiveHarness.LESSON, 3)), solver);
        String html = new PartialRenderer(templates).render(artifact.partial(), artifact.model());
        // Kayles: G(5) = 4, G(4) = 1, G(1) = 1 (Winning Ways, ch. 4), nim-sum 4
        assertEquals("<p>G(5) = 4 ⊕ G(4) = 1 ⊕ G(1) = 1: nim-sum 4, an N-position of Kayles.</p>\n", html);
        SourceException wrong = org.junit.jupiter.api.Assertions.assertThrows(SourceException.class,
                () -> registry.artifact(DirectiveParser.parse("nim-sum game=kayles heaps=5", new SourceLocation(
                        DirectiveHarness.LESSON, 3)), solver));
        assertTrue(wrong.getMessage().contains("heaps"), wrong.getMessage());
    }

    @Test
    void everyDirectiveOfTheCourseHasItsPartial() {
        for (String kind : CourseDirectives.registry().kinds()) {
            assertTrue(Files.isRegularFile(PARTIALS.resolve(kind + ".ftl")), "templates/partials/" + kind + ".ftl");
        }
    }
}

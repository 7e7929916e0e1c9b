package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Runs directives and facts through the course's registry as a lesson would, without baking: a
 * block directive as if written at line {@code blockLine} of {@code page}, a fact at
 * {@code factLine}. The one harness the directive tests share.
 */
final class DirectiveHarness {

    final DirectiveRegistry registry = DirectiveRegistry.standard();
    final SolverSession solver;
    private final Path page;
    private final int blockLine;
    private final int factLine;

    DirectiveHarness(SolverSession solver, Path page, int blockLine, int factLine) {
        this.solver = solver;
        this.page = page;
        this.blockLine = blockLine;
        this.factLine = factLine;
    }

    /** Blocks at line 10 and facts at line 7 of {@code content/lessons/test.md}, with the test catalog. */
    static DirectiveHarness standard() {
        return new DirectiveHarness(new SolverSession(DirectiveRegistryTest.CATALOG, line -> { }),
                DirectiveRegistryTest.LESSON, 10, 7);
    }

    DirectiveRegistry.Artifact artifact(String text) {
        return registry.artifact(DirectiveParser.parse(text, new SourceLocation(page, blockLine)), solver);
    }

    Record model(String text) {
        return artifact(text).model();
    }

    String fact(String text) {
        DirectiveRegistry.Artifact artifact = registry.fact(DirectiveParser.parse(text, new SourceLocation(page, factLine)),
                solver);
        return ((DirectiveRegistry.FactValue) artifact.model()).value();
    }

    SourceException blockError(String text) {
        return assertThrows(SourceException.class, () -> artifact(text));
    }

    SourceException factError(String text) {
        return assertThrows(SourceException.class, () -> fact(text));
    }
}

package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.CourseDirectives;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Runs directives and facts through the course's registry as a lesson would, without baking: a
 * block directive as if written at line {@code blockLine} of {@code page}, a fact at
 * {@code factLine}. The one harness the directive tests share.
 */
public final class DirectiveHarness {

    /** The page the harness writes its directives on. */
    public static final Path LESSON = Path.of("content/lessons/test.md");
    /** Where the test games' rule files are said to be. */
    public static final SourceLocation RULES = new SourceLocation(Path.of("content/games/kayles.yaml"), 3);
    /** Kayles, Dawson's Kayles and Nim, as the course's rule files give them. */
    public static final GameCatalog CATALOG = GameCatalog.of(
            new GameDefinition("kayles", "Kayles", ImpartialRule.parse("0.77"), 200, RULES),
            new GameDefinition("dawsons-kayles", "Dawson's Kayles", ImpartialRule.parse("0.07"), 300, RULES),
            new GameDefinition("nim", "Nim", ImpartialRule.parse("nim"), 50, RULES));

    public final DirectiveRegistry registry = CourseDirectives.registry();
    public final SolverSession solver;
    private final Path page;
    private final int blockLine;
    private final int factLine;

    public DirectiveHarness(SolverSession solver, Path page, int blockLine, int factLine) {
        this.solver = solver;
        this.page = page;
        this.blockLine = blockLine;
        this.factLine = factLine;
    }

    /** Blocks at line 10 and facts at line 7 of {@code content/lessons/test.md}, with the test catalog. */
    public static DirectiveHarness standard() {
        return new DirectiveHarness(new SolverSession(CATALOG, line -> { }), LESSON, 10, 7);
    }

    public DirectiveRegistry.Artifact artifact(String text) {
        return registry.artifact(DirectiveParser.parse(text, new SourceLocation(page, blockLine)), solver);
    }

    public Record model(String text) {
        return artifact(text).model();
    }

    public String fact(String text) {
        DirectiveRegistry.Artifact artifact = registry.fact(DirectiveParser.parse(text, new SourceLocation(page, factLine)),
                solver);
        return ((DirectiveRegistry.FactValue) artifact.model()).value();
    }

    public SourceException blockError(String text) {
        return assertThrows(SourceException.class, () -> artifact(text));
    }

    public SourceException factError(String text) {
        return assertThrows(SourceException.class, () -> fact(text));
    }
}

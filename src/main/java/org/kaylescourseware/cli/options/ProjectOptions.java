package org.kaylescourseware.cli.options;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.SolverCache;
import picocli.CommandLine.Option;

/** The options every site command shares: where the course project is, which edition, draft or not, and where its site goes. */
public final class ProjectOptions {

    @Option(names = "--project", paramLabel = "DIR", defaultValue = ".",
            description = "The course project holding content/ and templates/ (default: the current folder).")
    public Path project;

    @Option(names = "--output", paramLabel = "DIR",
            description = "Where to publish the site (default: site/ in the project, site-instructor/ with --instructor).")
    public Path output;

    @Option(names = "--instructor",
            description = "Bake the instructor edition: solutions open, instructor notes, an answer key page per lesson"
                    + " and an \"Instructor edition\" marker on every page (default folder: site-instructor/).")
    public boolean instructor;

    @Option(names = "--draft", description = "Draft: a fact whose expected value the solver contradicts is a warning"
            + " (printed with file:line, expected and computed; the page shows the computed value) instead of an error.")
    public boolean draft;

    @Option(names = "--no-cache", description = "Compute every result afresh: neither read nor write the solver cache"
            + " (.solver-cache/ in the project, where results are kept by rule, bounds and solver version).")
    public boolean noCache;

    public SiteLayout layout() {
        return new SiteLayout(project);
    }

    public Edition edition() {
        return instructor ? Edition.INSTRUCTOR : Edition.STUDENT;
    }

    /** The solver cache of the project on disk, or none with {@code --no-cache}; {@code warnings} hears of entries it cannot trust. */
    public SolverCache cache(Consumer<String> warnings) {
        return new SolverCache(noCache ? Optional.empty() : Optional.of(CacheFolder.of(layout().root(), warnings)));
    }

    public Path site() {
        return output == null ? layout().site(edition()) : output;
    }
}

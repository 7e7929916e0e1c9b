package org.kaylescourseware.cli;

import java.nio.file.Path;
import org.kaylescourseware.site.SiteLayout;
import picocli.CommandLine.Option;

/** The options every site command shares: where the course project is and where its site goes. */
final class ProjectOptions {

    @Option(names = "--project", paramLabel = "DIR", defaultValue = ".",
            description = "The course project holding content/ and templates/ (default: the current folder).")
    Path project;

    @Option(names = "--output", paramLabel = "DIR",
            description = "Where to publish the site (default: site/ in the project).")
    Path output;

    SiteLayout layout() {
        return new SiteLayout(project);
    }

    Path site() {
        return output == null ? layout().site() : output;
    }
}

package org.kaylescourseware.site.project;

import java.nio.file.Files;
import java.nio.file.Path;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Where a course project keeps its parts: {@code content/} (lessons, {@code games/} rule files),
 * {@code templates/} (FreeMarker; {@code assets/} copied to the site as they are) and the
 * published {@code site/}.
 */
public record SiteLayout(Path root) {

    public SiteLayout {
        root = root.normalize();
    }

    public Path content() {
        return root.resolve("content");
    }

    public Path games() {
        return content().resolve("games");
    }

    public Path templates() {
        return root.resolve("templates");
    }

    public Path assets() {
        return templates().resolve("assets");
    }

    /** The default output folder, {@code site/}. */
    public Path site() {
        return site(Edition.STUDENT);
    }

    /** The default output folder of {@code edition}: {@code site/} or {@code site-instructor/}. */
    public Path site(Edition edition) {
        return root.resolve(edition.defaultFolder());
    }

    /** Fails with a clear message unless content/ and templates/ are here. */
    public void requireSources() {
        for (Path folder : new Path[] {content(), templates()}) {
            if (!Files.isDirectory(folder)) {
                throw new BuildFailure(java.util.List.of("no " + folder.getFileName() + "/ folder in "
                        + root.toAbsolutePath() + ": run the command in the course project, or give --project"));
            }
        }
    }
}

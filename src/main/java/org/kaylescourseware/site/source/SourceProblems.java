package org.kaylescourseware.site.source;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The problems found during one build, collected so that an author sees all of them at once
 * rather than one per build. Safe to use from the thread that bakes; not shared between builds.
 */
public final class SourceProblems {

    private final List<SourceException> problems = new ArrayList<>();

    public synchronized void add(SourceException problem) {
        problems.add(problem);
    }

    /** The problems ordered by file and line, so the report reads like the sources. */
    public synchronized List<SourceException> sorted() {
        List<SourceException> copy = new ArrayList<>(problems);
        copy.sort(Comparator.comparing((SourceException p) -> p.location().file().toString())
                .thenComparingInt(p -> p.location().line()));
        return List.copyOf(copy);
    }
}

package org.kaylescourseware.site.source;

import java.util.List;

/** A build that did not publish: every problem found, each naming its file and line where known. */
public final class BuildFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public BuildFailure(List<String> problems) {
        super(problems.size() == 1 ? problems.get(0) : problems.size() + " problems:\n  " + String.join("\n  ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}

package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SolverCacheStudyTest {

    private final SolverCache cache = new SolverCache();
    private final AtomicInteger computed = new AtomicInteger();
    private final SolverCache.StudyKey key = new SolverCache.StudyKey("sibert-conway", List.of(40));

    private String study() {
        return cache.study(key, String.class, () -> "result " + computed.incrementAndGet());
    }

    @Test
    void aStudyIsComputedOnceAcrossBuilds() {
        cache.startBuild();
        String first = study();
        cache.endBuild(true);
        cache.startBuild();
        assertSame(first, study());
        cache.endBuild(true);
        assertEquals(1, computed.get());
    }

    @Test
    void aStudyNoBuildAskedForIsDropped() {
        cache.startBuild();
        study();
        cache.endBuild(true);
        cache.startBuild();
        cache.endBuild(true);
        cache.startBuild();
        assertEquals("result 2", study());
        assertEquals(2, computed.get());
    }

    @Test
    void otherBoundsAreAnotherStudy() {
        cache.startBuild();
        study();
        assertEquals("other", cache.study(new SolverCache.StudyKey("sibert-conway", List.of(30)), String.class, () -> "other"));
        assertEquals(1, computed.get());
    }
}

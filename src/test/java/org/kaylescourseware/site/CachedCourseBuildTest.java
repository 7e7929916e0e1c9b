package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * The real course baked from the solver cache alone is the course baked without it, byte for byte:
 * every result kept on disk (values, checks, the misère Kayles quotient, the Sibert–Conway check,
 * the partizan Kayles study and its answers) reads back as it was computed.
 */
class CachedCourseBuildTest {

    @Test
    void theCourseBakedFromTheCacheIsByteIdenticalToTheCourseBakedWithoutIt() {
        BuildSummary uncached = CourseBuild.siteSummary();
        assertEquals(uncached.games(), uncached.recomputed().size(), "the shared bake computed every game");
        Map<String, byte[]> expected = CourseBuild.files(CourseBuild.site());

        Path output = CourseBuild.freshFolder("from-cache").resolve("site");
        BuildSummary cached = new SiteBuilder(new SiteLayout(CourseBuild.PROJECT), Edition.STUDENT, false,
                CourseBuild.solverCache(), line -> { }).build(output);
        assertEquals(List.of(), cached.recomputed());
        assertTrue(cached.describe().contains("(recomputed 0 of " + cached.games() + " games; "), cached.describe());
        assertTrue(Set.of("nim-equivalence").containsAll(cached.studies().recomputed()),
                "only the misère Nim verification, which is not kept on disk, is computed again: " + cached.studies());
        assertTrue(cached.studies().asked().containsAll(Set.of("partizan-kayles", "kayles-misere-quotient", "sibert-conway")),
                cached.studies().asked().toString());

        Map<String, byte[]> actual = CourseBuild.files(output);
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name + " differs"));
    }
}

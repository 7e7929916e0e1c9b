package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.Position;

/**
 * The separating positions of the misère quotient of Kayles, checked by a misère search of this
 * test's own (Kayles' moves written out by hand, no quotient): a pair of positions whose sums with
 * X have different outcomes are distinguishable, so their elements are distinct classes.
 */
class DistinguishingPositionsTest {

    private static MisereQuotient kayles;
    private static final Map<List<Integer>, Boolean> MISERE_P = new HashMap<>();

    @BeforeAll
    static void computeKaylesOnce() {
        kayles = MisereQuotientSolver.kaylesQuotient();
    }

    /** Kayles under misère play by exhaustive search: knock down one pin or two adjacent pins. */
    static boolean misereP(List<Integer> rows) {
        List<Integer> key = rows.stream().filter(r -> r > 0).sorted().toList();
        Boolean known = MISERE_P.get(key);
        if (known != null) {
            return known;
        }
        boolean p = !key.isEmpty();
        for (int i = 0; i < key.size() && p; i++) {
            for (int take = 1; take <= 2 && p; take++) {
                for (int left = 0; left + take <= key.get(i) && p; left++) {
                    List<Integer> after = new ArrayList<>(key);
                    after.set(i, left);
                    after.add(key.get(i) - take - left);
                    p = !misereP(after);
                }
            }
        }
        MISERE_P.put(key, p);
        return p;
    }

    private static List<Integer> sum(Position a, Position b) {
        List<Integer> rows = new ArrayList<>(a.heaps());
        rows.addAll(b.heaps());
        return rows;
    }

    @Test
    void everyPairOfTheFortyElementsIsToldApartAndTheSmallSumsAgreeWithPlay() {
        DistinguishingPositions finder = new DistinguishingPositions(kayles, 167);
        List<Optional<DistinguishingPositions.Separation>> all = finder.separations();
        assertEquals(40 * 39 / 2, all.size(), "the blog post's order 40");
        int played = 0;
        for (Optional<DistinguishingPositions.Separation> found : all) {
            assertTrue(found.isPresent(), "every pair is separated");
            DistinguishingPositions.Separation s = found.get();
            assertEquals(s.first(), kayles.element(s.g()));
            assertEquals(s.second(), kayles.element(s.h()));
            List<Integer> withG = sum(s.g(), s.x());
            List<Integer> withH = sum(s.h(), s.x());
            if (withG.stream().mapToInt(Integer::intValue).sum() <= 24 && withH.stream().mapToInt(Integer::intValue).sum() <= 24) {
                played++;
                assertNotEquals(misereP(withG), misereP(withH), s.toString());
            }
        }
        assertTrue(played > 250, "pairs played out: " + played);
    }

    @Test
    void aPairThatIsOneElementHasNoSeparation() {
        DistinguishingPositions finder = new DistinguishingPositions(kayles, 167);
        assertTrue(finder.separation(3, 3).isEmpty(), "an element is never told apart from itself");
        assertEquals(Position.of(), finder.representatives().get(0).orElseThrow(), "the identity is the empty position");
    }
}

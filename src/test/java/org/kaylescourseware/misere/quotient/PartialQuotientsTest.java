package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.rules.ImpartialRule;

/** The partial quotients of one run, against the quotient computed afresh for each bound, and held to what they must be. */
class PartialQuotientsTest {

    private static final ImpartialRule DAWSONS_KAYLES = ImpartialRule.parse("0.07");

    @Test
    void eachPartialQuotientIsTheQuotientComputedForItsOwnBound() {
        PartialQuotients quotients = PartialQuotients.of(DAWSONS_KAYLES, 27);
        for (int n = 1; n <= 27; n++) {
            MisereQuotient alone = MisereQuotientSolver.misereQuotient(DAWSONS_KAYLES, n);
            assertEquals(List.of(alone.order(), alone.pPortion().size()),
                    List.of(quotients.at(n).order(), quotients.at(n).pPortion()), "Q_" + n);
        }
        assertThrows(IllegalArgumentException.class, () -> quotients.at(28));
        assertEquals(Optional.empty(), quotients.firstProblem("0.07", 27));
    }

    @Test
    void storedPartialQuotientsThatCannotBeRightAreFoundWrong() {
        PartialQuotients right = PartialQuotients.of(DAWSONS_KAYLES, 20);
        assertTrue(right.firstProblem("0.07", 21).isPresent(), "another bound");
        assertTrue(right.firstProblem("0.77", 20).isPresent(), "another game");
        List<MisereQuotient.Change> changes = right.changes();
        for (int i = 0; i < changes.size(); i++) {
            MisereQuotient.Change c = changes.get(i);
            for (MisereQuotient.Change wrong : List.of(new MisereQuotient.Change(c.heap(), c.order(), c.order()),
                    new MisereQuotient.Change(21, c.order(), c.pPortion()), new MisereQuotient.Change(c.heap(), 0, 0))) {
                List<MisereQuotient.Change> edited = new ArrayList<>(changes);
                edited.set(i, wrong);
                assertTrue(new PartialQuotients("0.07", 20, edited).firstProblem("0.07", 20).isPresent(), edited.toString());
            }
        }
    }
}

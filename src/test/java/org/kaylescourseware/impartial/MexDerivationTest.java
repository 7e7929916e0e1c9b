package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.OctalGame;

class MexDerivationTest {

    /**
     * The encyclopedia article on Kayles (seed 003): K5 = mex{K0+K4, K1+K3, K2+K2, K0+K3, K1+K2}
     * (its "+" is the nim-sum).
     */
    @Test
    void kaylesFiveIsTheMexOfTheFiveOptionsOfTheSource() {
        MexDerivation derivation = MexDerivation.of(GrundySequence.compute(OctalGame.parse("0.77"), 5), 5);
        Set<List<Integer>> leaves = derivation.options().stream().map(s -> s.option().leaves())
                .collect(Collectors.toSet());
        assertEquals(Set.of(List.of(4), List.of(3, 1), List.of(2, 2), List.of(3), List.of(2, 1)), leaves);
        assertEquals(Set.of(1, 2, 0, 3), derivation.options().stream().map(MexDerivation.Step::value)
                .collect(Collectors.toSet()));
        assertEquals(4, derivation.mex());
    }

    @Test
    void theWorkedGameIsWonByWhoeverFacesANonZeroNimSum() {
        GrundySequence kayles = GrundySequence.compute(OctalGame.parse("0.77"), 12);
        assertEquals(1, WorkedGame.play(kayles, Position.parse("5+4+1")).winner());
        assertEquals(2, WorkedGame.play(kayles, Position.parse("4+4")).winner());
    }
}

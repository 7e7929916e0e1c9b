package org.kaylescourseware.site.directive.impartial;

import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.TwoHeapCheck;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code period-certificate game=kayles symbol=K}: what the values g(0..compute-to) prove. For an
 * octal game either the period with its preperiod and the bound 2·max(preperiod, 1) + period + t up to
 * which the octal periodicity theorem (Guy and Smith 1956) needed them, or an honest "no period
 * found up to compute-to"; for Nim, that no period exists. Also the largest value, and the
 * second-route check of the rule file's {@code check-to} when there is one.
 */
public final class PeriodCertificateDirective implements Directive {

    /**
     * @param boundPreperiod the n0 of the theorem's bound: the preperiod, or 1 when that is 0
     * @param octal        false for Nim, whose moves remove any number of tokens (no theorem applies)
     * @param maxRemoval   t, the most tokens one move removes (0 for Nim)
     * @param maxValue     the largest of g(0..computeTo), first reached at heap {@code maxValueAt}
     * @param checkTo      heap sizes confirmed by game-tree search, 0 when none
     * @param checkedPairs positions a + b decided by that search
     */
    record PeriodCertificate(String game, String rule, String symbol, boolean octal, boolean periodic, int period,
            int preperiod, int boundPreperiod, int lastException, int certifiedTo, int maxRemoval, int computeTo, int maxValue,
            int maxValueAt, int checkTo, int checkedPairs) {
    }

    @Override
    public String kind() {
        return "period-certificate";
    }

    @Override
    public java.util.List<Parameter<?>> parameters() {
        return java.util.List.of(Parameter.GAME, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        GrundySequence sequence = solver.sequence(game);
        Optional<Periodicity> periodicity = sequence.periodicity();
        Optional<TwoHeapCheck> check = solver.twoHeapCheck(game);
        int maxValueAt = 0;
        while (sequence.value(maxValueAt) != sequence.maxValue()) {
            maxValueAt++;
        }
        return new PeriodCertificate(game.name(), game.rule().code(), arguments.get(Parameter.SYMBOL),
                game.rule().removalBound().isPresent(), periodicity.isPresent(),
                periodicity.map(Periodicity::period).orElse(0), periodicity.map(Periodicity::preperiod).orElse(0),
                periodicity.map(Periodicity::boundPreperiod).orElse(1), periodicity.map(Periodicity::lastException).orElse(-1),
                periodicity.map(Periodicity::certifiedTo).orElse(0),
                game.rule().removalBound().orElse(0), game.computeTo(), sequence.maxValue(),
                maxValueAt, check.map(TwoHeapCheck::checkTo).orElse(0), check.map(TwoHeapCheck::pairs).orElse(0));
    }
}

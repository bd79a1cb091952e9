#pragma once
// The classroom suite's test class (issue 18: what a teacher found in the app), its slots in
// test_gui_classroom.cpp (with main) and test_gui_classroom_pipeline.cpp (a model split over devices).
#include <QObject>

class ClassroomTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void cleanup();
  void ctrlCommaOpensPreferences();
  void themeMenuFollowsPreferences();
  void zoomKeysScaleTextChartsAndTables();
  void presentationModeEnlargesChartsAndTables();
  void compareShelfShowsRowsAndShowKeepsIt();
  void aMemoryBudgetTheModelDoesNotFit();
  void pipelineStagesOnGpusAreOfferedAndCheckedByTheBox();
  void splitTheModelWithTheMouse();
  void aStageBegunFromTheModelPage();
  void emptyTrainingPageHolds();
  void layoutsHoldAtOneAndAHalf();
  void runSummariesSayItOnce();
  void layerHelpHasNoMarkdown();
  void longClassNamesAreNotCut();
  void imageSizesReadOneWay();
  void presetsAreListedByTitle();
  void standInDialogSaysWhatItReplaces();
  void learningRateKeepsWhatIsTyped();
};
